// GET /api/v1/user/profile/: the caller's name, email, phone number and birthday.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export const PROFILE_PATH = '/api/v1/user/profile/';
export type Profile = ApiResponse<typeof PROFILE_PATH>;

export const useProfile = () => useQuery(apiQuery(PROFILE_PATH));
