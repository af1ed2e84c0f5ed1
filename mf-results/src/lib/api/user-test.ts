// GET /api/v1/user-tests/{hash}/: one test with its results summary; another user's test (or an
// unknown hash) answers 404, which reads as null: the page shows "not found".
import { useQuery } from '@tanstack/react-query';
import { type ApiResponse, userTestQuery } from '@flora/shared/data';

export type UserTestDetail = ApiResponse<'/api/v1/user-tests/{hash}/'>;
/** A test found: its steps (consent, sample and its pH, provider release) and results summary. */
export type FoundUserTest = NonNullable<UserTestDetail>;

/**
 * `staleTime`: how long a cached test is shown without asking again on mount. A page that changes the
 * test only through its own mutations (they refresh it) passes one, so moving between its sub-pages
 * (each a new mount) does not read the test again every time.
 */
export const useUserTest = (hash: string, { staleTime = 0 }: { staleTime?: number } = {}) =>
  useQuery({ ...userTestQuery(hash), staleTime });
