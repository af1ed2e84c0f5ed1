// POST /api/v1/coaching/bookings/ {slot_id} — book an open time (her free call, else one she bought).
// Booked or refused (the time was just taken), the summary and the open times are read again, and so
// is user-config (coaching.has_used_free_call, which the Care page reads).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';
import { apiPost, invalidateApi } from '@flora/shared/data';
import { COACHING_API } from './coaching';

export function useBookCoachingCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => apiPost('/api/v1/coaching/bookings/', { body: { slot_id: slotId } }),
    onSuccess: () => refreshUser().catch(() => undefined),
    onSettled: () => invalidateApi(client, COACHING_API),
  });
}
