// GET /api/v1/membership/ (the membership in effect, or null, and what she can do with it) and
// POST /api/v1/membership/resume/ (undo a cancel while the membership still runs). Used by My
// Account's membership page (mf-auth) and the shop's subscriptions page and cards (mf-shop).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiResponse } from './api-request';
import { apiQuery, invalidateApi } from './api-query';

export const MEMBERSHIP_PATH = '/api/v1/membership/';
export type MembershipAnswer = ApiResponse<typeof MEMBERSHIP_PATH>['data'];
export type Membership = NonNullable<MembershipAnswer['membership']>;

export const useMembership = () => useQuery(apiQuery(MEMBERSHIP_PATH));

/** Every membership change: the membership, the subscriptions (lists, next charge) and the shop's cards read again. */
export const invalidateMembership = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([invalidateApi(client, MEMBERSHIP_PATH), invalidateApi(client, '/api/v1/subscription')]);

export function useResumeMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/membership/resume/', { body: {} }),
    onSuccess: () => invalidateMembership(client),
  });
}
