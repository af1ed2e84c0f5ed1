// GET /api/v1/membership/: the membership (or null), which moves are allowed and the cancel reasons.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export const MEMBERSHIP_PATH = '/api/v1/membership/';
export type MembershipAnswer = ApiResponse<typeof MEMBERSHIP_PATH>['data'];
export type Membership = NonNullable<MembershipAnswer['membership']>;

export const useMembership = () => useQuery(apiQuery(MEMBERSHIP_PATH));
