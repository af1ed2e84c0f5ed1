// POST /api/v1/provider/orders/{uid}/checkout/ — the provider's payment page for an unpaid order.
import { useMutation } from '@tanstack/react-query';
import { apiPost, leaveFor } from '@flora/shared/data';

export function usePayOrder(uid: string) {
  return useMutation({
    mutationFn: () => apiPost('/api/v1/provider/orders/{uid}/checkout/', { path: { uid }, body: {} }),
    onSuccess: ({ checkout_url }) => leaveFor(checkout_url),
  });
}
