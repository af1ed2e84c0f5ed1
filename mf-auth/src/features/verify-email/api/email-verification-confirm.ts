// POST /api/v1/email-verification-confirm/ {hash}: confirms the emailed link; a signed-in user's
// stored profile is re-read so the guards see the verified email at once.
import { useMutation } from '@tanstack/react-query';
import { refreshUser, session$ } from '@flora/shared';
import { apiPost } from '@flora/shared/data';

export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (hash: string) => {
      const answer = await apiPost('/api/v1/email-verification-confirm/', { body: { hash } });
      if (session$.getValue().status === 'authenticated') await refreshUser().catch(() => undefined);
      return answer;
    },
  });
}
