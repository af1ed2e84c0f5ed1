// POST /api/internal/coaching/slots/ {starts_at, duration_minutes} — publish an open time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiPost, invalidateApi } from '@flora/shared/data';
import { COACHING_SLOTS_PATH } from './coaching-slots';

export type NewSlot = ApiBody<'/api/internal/coaching/slots/', 'post'>;

export function useAddSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSlot) => apiPost('/api/internal/coaching/slots/', { body }),
    onSuccess: () => invalidateApi(client, COACHING_SLOTS_PATH),
  });
}
