// GET /api/v1/products/all-products/: the catalogue (public, loaded once), for the ids of the care
// upsells (a cart line names its product by id).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useAllProducts = () => useQuery({ ...apiQuery('/api/v1/products/all-products/'), staleTime: Infinity, select: (answer) => answer.data });
