// GET /api/v1/products/all-products/ (SPEC §7): public, loaded once per page load and shared by
// every shop screen through the one cache.
import { useQuery } from '@tanstack/react-query';
import { toProduct } from '@flora/shared';
import { apiQuery } from '@flora/shared/data';

export const useAllProducts = () =>
  useQuery({
    ...apiQuery('/api/v1/products/all-products/'),
    staleTime: Infinity,
    select: (answer) => answer.data.map(toProduct),
  });
