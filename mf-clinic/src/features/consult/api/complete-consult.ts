// POST /api/internal/clinician/consults/{uid}/complete/ — PR -> CP: the patient's treatment is ready.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { setConsult } from './clinician-consult';

export function useCompleteConsult(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/internal/clinician/consults/{uid}/complete/', { path: { uid }, body: {} }),
    onSuccess: (view) => setConsult(client, view),
  });
}
