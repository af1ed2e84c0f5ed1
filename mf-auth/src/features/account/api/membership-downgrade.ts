// POST /api/v1/membership/downgrade/: the membership becomes the Microbiome Membership (without Expanded PCR).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateMembership } from '@flora/shared/data';

export function useDowngradeMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/membership/downgrade/', { body: {} }),
    onSuccess: () => invalidateMembership(client),
  });
}
