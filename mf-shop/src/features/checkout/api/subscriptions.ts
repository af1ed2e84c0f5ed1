// GET /api/v1/subscriptions/ (404: none): the next charge of what the order subscribed to.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull } from '@flora/shared/data';

export const useSubscriptions = (enabled: boolean) => useQuery({ ...apiQueryOrNull('/api/v1/subscriptions/'), enabled });
