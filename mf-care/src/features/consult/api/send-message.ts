// POST /api/v1/consults/{uid}/messages/ {body}: her message to the care team (1-5000 characters,
// trimmed; allowed in every consult status). The message joins the thread at once; the consult list
// is refreshed, since a first message creates the consult's thread (consultmessagethread).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { addToNewestPage } from './consult-messages';

export function useSendMessage(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost('/api/v1/consults/{uid}/messages/', { path: { uid }, body: { body } }),
    onSuccess: (message) => {
      addToNewestPage(client, uid, [message]);
      void client.invalidateQueries({ queryKey: ['/api/v1/consults/'] });
      void client.invalidateQueries({ queryKey: ['/api/v1/consults/{uid}/'] });
    },
  });
}
