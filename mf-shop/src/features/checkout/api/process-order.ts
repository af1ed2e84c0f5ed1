// POST /api/v1/orders/process {checkout_id, checkout_token, order_email}: completes the paid order
// the payment page sent the browser back with, and answers it. Idempotent on the server (a repeat
// answers the same order), so it runs as a query: loading, error with "Try again", and one call
// per page load. Once processed the cart is ordered (a new one starts) and the order is listed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi, type ApiResponse } from '@flora/shared/data';

export type ProcessedOrder = ApiResponse<'/api/v1/orders/process', 'post'>;

export interface OrderReturn {
  checkout_id: string;
  checkout_token: string;
  order_email: string;
}

/** The three values of the return address, or null when one is missing. */
export function orderReturnOf(search: string): OrderReturn | null {
  const q = new URLSearchParams(search);
  const [checkout_id, checkout_token, order_email] = ['checkout_id', 'checkout_token', 'order_email'].map((k) => q.get(k)?.trim() ?? '');
  return checkout_id && checkout_token && order_email ? { checkout_id, checkout_token, order_email } : null;
}

export function useProcessOrder(order: OrderReturn | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['orders/process', order?.checkout_id],
    enabled: order !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const processed = await apiPost('/api/v1/orders/process', { body: order! });
      void invalidateApi(client, '/api/v1/cart/');
      void invalidateApi(client, '/api/v1/orders/');
      return processed;
    },
  });
}
