// POST /api/internal/clinician/consults/{uid}/pick-up/ — SU -> PR with me as the clinician, from the
// queue or from a submitted consult opened directly. Its answer is the consult's clinician view,
// which replaces the cached one; picked up or not (someone else was quicker), the queue is asked
// for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiPost } from '@flora/shared/data';

export function usePickUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => apiPost('/api/internal/clinician/consults/{uid}/pick-up/', { path: { uid }, body: {} }),
    onSuccess: (view, uid) => client.setQueryData(apiKey('/api/internal/clinician/consults/{uid}/', { path: { uid } }), view),
    onSettled: () => client.invalidateQueries({ queryKey: ['/api/internal/clinician/consults/'] }),
  });
}
