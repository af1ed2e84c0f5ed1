// GET /api/v1/provider/orders/ — every test the provider ordered, newest first, each with its status
// (verified providers only): Home shows the latest few, Tests all of them.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type ProviderOrder = ApiResponse<'/api/v1/provider/orders/', 'get'>['data'][number];

export const useProviderOrders = () => useQuery(apiQuery('/api/v1/provider/orders/'));
