// POST /api/v1/membership/downgrade/: the membership becomes the Microbiome Membership (without Expanded PCR).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export function useDowngradeMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/membership/downgrade/', { body: {} }),
    onSuccess: () => Promise.all([invalidateApi(client, '/api/v1/membership/'), invalidateApi(client, '/api/v1/subscription')]),
  });
}
