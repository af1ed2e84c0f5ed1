// POST /api/internal/clinician/consults/{uid}/messages/ {body} — my reply, signed as me (1-5000
// characters); it joins the thread at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiPost } from '@flora/shared/data';
import { type ConsultMessage, MESSAGES, messagesRequest } from './consult-messages';

export function useSendReply(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost(MESSAGES, { path: { uid }, body: { body } }),
    onSuccess: (message) => {
      client.setQueryData<ConsultMessage[]>(apiKey(MESSAGES, messagesRequest(uid)), (page) => [message, ...(page ?? []).filter((m) => m.id !== message.id)]);
    },
  });
}
