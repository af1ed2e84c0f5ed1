// GET /api/v1/user-tests/{hash}/: the test's steps (consent, sample and its pH, provider release).
// 404 reads as null.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type TestSteps = NonNullable<ApiResponse<'/api/v1/user-tests/{hash}/'>>;

export const useTestSteps = (hash: string) => useQuery(apiQueryOrNull('/api/v1/user-tests/{hash}/', { path: { hash } }));
