// POST /api/internal/clinician/consults/{uid}/pick-up/ — SU -> PR, with me as the clinician.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export function usePickUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => apiPost('/api/internal/clinician/consults/{uid}/pick-up/', { path: { uid }, body: {} }),
    // Picked up or not (someone else was quicker), the queue is asked for again.
    onSettled: () => invalidateApi(client, '/api/internal/clinician/consults/'),
  });
}
