// POST /api/v1/email-verification/: emails a new verification link to the signed-in user (at most
// 5 an hour: 429 with Retry-After beyond). "Already verified" answers 200 and sends nothing, so the
// stored profile is re-read: the page then shows the verified state instead of "check your inbox".
import { useMutation } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';
import { apiPost } from '@flora/shared/data';

export const useSendVerificationEmail = () =>
  useMutation({
    mutationFn: async () => {
      const answer = await apiPost('/api/v1/email-verification/');
      await refreshUser().catch(() => undefined);
      return answer;
    },
  });
