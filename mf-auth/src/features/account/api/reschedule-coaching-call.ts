// POST /api/v1/coaching/bookings/{id}/reschedule/ {slot_id} — move her call to another open time in one step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';
import { COACHING_API } from './coaching';

export function useRescheduleCoachingCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, slotId }: { bookingId: number; slotId: number }) =>
      apiPost('/api/v1/coaching/bookings/{id}/reschedule/', { path: { id: String(bookingId) }, body: { slot_id: slotId } }),
    onSettled: () => invalidateApi(client, COACHING_API),
  });
}
