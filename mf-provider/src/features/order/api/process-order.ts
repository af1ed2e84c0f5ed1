// POST /api/v1/orders/process {checkout_id, checkout_token, order_email}: completes the provider's
// paid order (marks it paid: the patient can accept it). Idempotent on the server, so it runs as a
// query: loading, an error with "Try again", one call per page load.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export interface PaymentReturn {
  checkout_id: string;
  checkout_token: string;
  order_email: string;
}

/** The three values of the return address, or null when one is missing. */
export function paymentReturnOf(search: string): PaymentReturn | null {
  const q = new URLSearchParams(search);
  const [checkout_id, checkout_token, order_email] = ['checkout_id', 'checkout_token', 'order_email'].map((k) => q.get(k)?.trim() ?? '');
  return checkout_id && checkout_token && order_email ? { checkout_id, checkout_token, order_email } : null;
}

export function useProcessPayment(payment: PaymentReturn | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['provider-order/process', payment?.checkout_id],
    enabled: payment !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const processed = await apiPost('/api/v1/orders/process', { body: payment! });
      void invalidateApi(client, '/api/v1/provider/orders/');
      return processed;
    },
  });
}
