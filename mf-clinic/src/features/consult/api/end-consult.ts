// POST /api/internal/clinician/consults/{uid}/end/ {status, reason} — ends the consult as error,
// referred, ineligible, ID failure or cancelled, with the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiBody } from '@flora/shared/data';
import { setConsult } from './clinician-consult';

export type EndInput = ApiBody<'/api/internal/clinician/consults/{uid}/end/', 'post'>;

export function useEndConsult(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndInput) => apiPost('/api/internal/clinician/consults/{uid}/end/', { path: { uid }, body: input }),
    onSuccess: (view) => setConsult(client, view),
  });
}
