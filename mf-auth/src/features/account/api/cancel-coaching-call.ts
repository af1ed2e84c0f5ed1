// POST /api/v1/coaching/bookings/{id}/cancel/ — cancel her call: the time opens again and what paid
// for it comes back (the free call: user-config is read again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';
import { apiPost, invalidateApi } from '@flora/shared/data';
import { COACHING_API } from './coaching';

export function useCancelCoachingCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => apiPost('/api/v1/coaching/bookings/{id}/cancel/', { path: { id: String(bookingId) }, body: {} }),
    onSuccess: () => refreshUser().catch(() => undefined),
    onSettled: () => invalidateApi(client, COACHING_API),
  });
}
