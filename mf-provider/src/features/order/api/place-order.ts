// POST /api/v1/provider/orders/: orders the test for a patient; answers the order, the patient's
// link (emailed to them; answered only here) and, when the provider pays, the payment page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi, type ApiBody, type ApiResponse } from '@flora/shared/data';

export type NewOrder = NonNullable<ApiBody<'/api/v1/provider/orders/', 'post'>>;
export type PlacedOrder = ApiResponse<'/api/v1/provider/orders/', 'post'>;

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: NewOrder) => apiPost('/api/v1/provider/orders/', { body: order }),
    onSuccess: () => void invalidateApi(client, '/api/v1/provider/orders/'),
  });
}
