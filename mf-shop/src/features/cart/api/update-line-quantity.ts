// PATCH /api/v1/cart/{id}/items/{item_id}/ {quantity}: the panel's + and - (1-10; the voucher stays at 1).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, invalidateApi } from '@flora/shared/data';

export function useUpdateLineQuantity(cartId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) =>
      apiPatch('/api/v1/cart/{id}/items/{item_id}/', { path: { id: String(cartId), item_id: String(lineId) }, body: { quantity } }),
    onSettled: () => invalidateApi(client, '/api/v1/cart/'),
  });
}
