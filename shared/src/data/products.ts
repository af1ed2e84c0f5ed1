// GET /api/v1/products/all-products/ (SPEC §7): the catalogue, public, loaded once per page load and
// shared through the one cache by every screen that names or prices a product (the shop, refills,
// care's upsells, coaching).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './api-query';

export const useAllProducts = () =>
  useQuery({
    ...apiQuery('/api/v1/products/all-products/'),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });
