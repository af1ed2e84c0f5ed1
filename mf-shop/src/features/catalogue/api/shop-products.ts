// GET /api/v1/products/shop/: what the shop sells, with kind, cart item type, detail-page slug and
// Subscribe & Save plans. Public; loaded once per page load (the shop and its product pages share it).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type ShopProduct = ApiResponse<'/api/v1/products/shop/'>['data'][number];

export const useShopProducts = () =>
  useQuery({ ...apiQuery('/api/v1/products/shop/'), staleTime: Infinity, select: (answer) => answer.data });
