// POST /api/v1/consults/{uid}/refill-checkout/ {product_slugs}: a checkout of prescriptions of a
// completed consult that can be refilled now (a refill left, or over the counter); the API names a
// prescription it refuses (400, field product_slugs).
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

export const useRefillCheckout = (consultUid: string) =>
  useMutation({
    mutationFn: (productSlugs: string[]) =>
      apiPost('/api/v1/consults/{uid}/refill-checkout/', { path: { uid: consultUid }, body: { product_slugs: productSlugs } }),
  });
