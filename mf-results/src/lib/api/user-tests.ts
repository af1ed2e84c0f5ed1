// GET /api/v1/user-tests/: the caller's tests, latest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type UserTestListItem = ApiResponse<'/api/v1/user-tests/'>[number];

export const useUserTests = () => useQuery(apiQuery('/api/v1/user-tests/'));
