// DELETE /api/internal/coaching/slots/{id}/ — remove an open time nobody booked (booked: 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, invalidateApi } from '@flora/shared/data';
import { COACHING_SLOTS_PATH } from './coaching-slots';

export function useRemoveSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/internal/coaching/slots/{id}/', { path: { id: String(id) } }),
    // Removed or refused (a patient booked it meanwhile), the list is read again.
    onSettled: () => invalidateApi(client, COACHING_SLOTS_PATH),
  });
}
