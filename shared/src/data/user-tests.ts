// GET /api/v1/user-tests/current/ and /latest_ready/: her current test and her latest test with
// results, each null when she has none (404). Care's state and the shop's eligibility read both.
// And the queries of her tests and of one test, which mf-results' hooks read and the shell starts
// for My Tests (landing-reads.ts).
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from './api-request';
import { apiQuery, apiQueryOrNull, type QueryChoice } from './api-query';

/** GET /api/v1/user-tests/: her tests, latest first. */
export const userTestsQuery = () => apiQuery('/api/v1/user-tests/');

/** GET /api/v1/user-tests/{hash}/: one test with its steps and results summary; another user's test (or an unknown hash) is null (404). */
export const userTestQuery = (hash: string) => apiQueryOrNull('/api/v1/user-tests/{hash}/', { path: { hash } });

export type UserTestAnswer = ApiResponse<'/api/v1/user-tests/current/'>;

export const useCurrentTest = <T = UserTestAnswer | null>({ select, enabled }: QueryChoice<UserTestAnswer | null, T> = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/current/'), select, enabled });

export const useLatestReadyTest = <T = UserTestAnswer | null>({ select, enabled }: QueryChoice<UserTestAnswer | null, T> = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/latest_ready/'), select, enabled });
