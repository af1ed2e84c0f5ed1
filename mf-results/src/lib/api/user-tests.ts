// GET /api/v1/user-tests/: the caller's tests, latest first.
import { useQuery } from '@tanstack/react-query';
import { type ApiResponse, userTestsQuery } from '@flora/shared/data';

export type UserTestListItem = ApiResponse<'/api/v1/user-tests/'>[number];

export const useUserTests = () => useQuery(userTestsQuery());
