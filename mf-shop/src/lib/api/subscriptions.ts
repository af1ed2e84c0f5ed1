// GET /api/v1/subscriptions/: her active subscriptions, latest started first (data.subscriptions);
// 404 means none (SPEC §7): null. The subscriptions page lists them, the confirmation names the next
// charge, the catalogue's cards of subscribed products show Manage Subscription.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse, type QueryChoice } from '@flora/shared/data';

export type SubscriptionsAnswer = ApiResponse<'/api/v1/subscriptions/'>;
export type Subscription = SubscriptionsAnswer['data']['subscriptions'][number];

export const useSubscriptions = <T = SubscriptionsAnswer | null>({ select, enabled }: QueryChoice<SubscriptionsAnswer | null, T> = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/subscriptions/'), select, enabled });
