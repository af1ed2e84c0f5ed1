// POST /api/internal/clinician/consults/{uid}/pick-up/ — SU -> PR with me as the clinician, for a
// submitted consult opened directly.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { setConsult } from './clinician-consult';

export function usePickUpConsult(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/internal/clinician/consults/{uid}/pick-up/', { path: { uid }, body: {} }),
    onSuccess: (view) => setConsult(client, view),
  });
}
