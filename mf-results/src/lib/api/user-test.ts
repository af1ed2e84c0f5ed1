// GET /api/v1/user-tests/{hash}/: one test with its results summary; another user's test (or an
// unknown hash) answers 404, which reads as null: the page shows "not found".
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type UserTestDetail = ApiResponse<'/api/v1/user-tests/{hash}/'>;

export const useUserTest = (hash: string) => useQuery(apiQueryOrNull('/api/v1/user-tests/{hash}/', { path: { hash } }));
