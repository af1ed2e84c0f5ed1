// POST /api/v1/research-consent/: records the signed-in user's research consent.
import { useMutation } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';
import { apiPost, type ApiBody } from '@flora/shared/data';

export type ResearchConsent = NonNullable<ApiBody<'/api/v1/research-consent/', 'post'>>;

/** Records the consent, then reloads the current user so the shell's guards see it. */
export function useGiveResearchConsent() {
  return useMutation({
    mutationFn: async (body: ResearchConsent) => {
      await apiPost('/api/v1/research-consent/', { body });
      return refreshUser();
    },
  });
}
