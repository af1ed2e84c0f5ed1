// GET /api/v1/subscriptions/: her active subscriptions; 404 means none (an empty list). The cards of
// subscribed products show Manage Subscription.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull } from '@flora/shared/data';

export const useSubscribedSlugs = () =>
  useQuery({
    ...apiQueryOrNull('/api/v1/subscriptions/'),
    select: (body): Set<string> => new Set((body?.data.subscriptions ?? []).filter((s) => s.status === 'active').map((s) => s.slug)),
  });
