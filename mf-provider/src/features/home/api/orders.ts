// GET /api/v1/provider/orders/: every test the provider ordered, newest first, with its status
// (verified providers only). Home shows the latest few.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type ProviderOrder = ApiResponse<'/api/v1/provider/orders/', 'get'>['data'][number];

export const useOrders = () => useQuery(apiQuery('/api/v1/provider/orders/'));
