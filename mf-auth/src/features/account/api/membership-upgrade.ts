// POST /api/v1/membership/upgrade/: the membership becomes Microbiome Membership + Expanded PCR.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateMembership } from '@flora/shared/data';

export function useUpgradeMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/membership/upgrade/', { body: {} }),
    onSuccess: () => invalidateMembership(client),
  });
}
