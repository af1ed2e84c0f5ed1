// POST /api/v1/membership/cancel/ {reason, note}: no more charges; the membership runs to the end
// of the paid period.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateMembership, type ApiBody } from '@flora/shared/data';

export type MembershipCancel = NonNullable<ApiBody<'/api/v1/membership/cancel/', 'post'>>;

export function useCancelMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipCancel) => apiPost('/api/v1/membership/cancel/', { body }),
    onSuccess: () => invalidateMembership(client),
  });
}
