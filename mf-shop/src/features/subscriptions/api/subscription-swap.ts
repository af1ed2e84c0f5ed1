// POST /api/v1/subscription/swap/ {subscription_type}: her membership becomes another membership
// type (the API allows membership_vmt and membership_expanded_pcr); the new price applies from the
// next charge, whose date stays. Errors are shown beside the control.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateMembership } from '@flora/shared/data';

export function useSwapSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionType: string) => (await apiPost('/api/v1/subscription/swap/', { body: { subscription_type: subscriptionType } })).data,
    onSuccess: () => invalidateMembership(client),
  });
}
