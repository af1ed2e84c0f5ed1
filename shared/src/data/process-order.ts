// POST /api/v1/orders/process {checkout_id, checkout_token, order_email}: completes the paid order the
// payment page sent the browser back with, and answers it — the shop's confirmation and the
// provider's. Idempotent on the server (a repeat answers the same order), so it runs as a query:
// loading, an error with "Try again", one call per page load; then what it changed is read again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiResponse } from './api-request';
import { invalidateApi } from './api-query';

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

/** Processes `order` once; then every cached answer under the `changed` API paths is read again. */
export function useProcessOrder(order: OrderReturn | null, changed: readonly string[]) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['/api/v1/orders/process', order?.checkout_id],
    enabled: order !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const processed = await apiPost('/api/v1/orders/process', { body: order! });
      for (const path of changed) void invalidateApi(client, path);
      return processed;
    },
  });
}
