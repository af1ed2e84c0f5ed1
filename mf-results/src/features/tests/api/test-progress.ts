// GET /api/v1/user-tests/{hash}/ for the checklist of the current test: the activation steps
// (consented_at, sample_taken_at) the list does not carry. 404 reads as null.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type TestProgress = ApiResponse<'/api/v1/user-tests/{hash}/'>;

export const useTestProgress = (hash: string) => useQuery(apiQueryOrNull('/api/v1/user-tests/{hash}/', { path: { hash } }));
