// GET /api/v1/orders/: the caller's orders, latest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type Order = ApiResponse<'/api/v1/orders/'>[number];

/** The latest orders (the API's page limit). */
export const ORDERS_SHOWN = 50;

export const useOrders = () => useQuery(apiQuery('/api/v1/orders/', { query: { limit: String(ORDERS_SHOWN) } }));
