// Manage Subscription: a fresh link to her subscription portal (the shared usePortalLink: asked on
// click, never cached), opened in a new tab; a failure says 'Failed to fetch portal link' (SPEC §8).
import { toast } from '@flora/shared';
import { ERROR_MESSAGES } from '@flora/shared/domain';
import { usePortalLink } from '@flora/shared/data';

export function useOpenPortal() {
  const link = usePortalLink();
  const open = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
      onError: () => toast.show(ERROR_MESSAGES.portalLink, { tone: 'error' }),
    });
  return { isPending: link.isPending, mutate: open };
}
