// GET /api/v1/subscriptions/: her active subscriptions, latest started first (data.subscriptions).
// 404 means none (SPEC §7): null.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type Subscription = ApiResponse<'/api/v1/subscriptions/'>['data']['subscriptions'][number];

export function useSubscriptions() {
  return useQuery({
    ...apiQueryOrNull('/api/v1/subscriptions/'),
    select: (answer) => answer?.data.subscriptions ?? [],
  });
}
