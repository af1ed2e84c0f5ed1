// POST /api/v1/cart/{id}/items/delete/ {item_ids}: removes lines (repeating it is harmless).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export function useRemoveCartItems(cartId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemIds: number[]) => apiPost('/api/v1/cart/{id}/items/delete/', { path: { id: String(cartId) }, body: { item_ids: itemIds } }),
    onSettled: () => invalidateApi(client, '/api/v1/cart/'),
  });
}
