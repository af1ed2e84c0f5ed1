// GET /api/v1/products/all-products/ (SPEC §7): public, loaded once per page load and shared by
// every shop screen.
import { api, toProduct, type Product } from '@flora/shared';

let request: Promise<Product[]> | null = null;

export function loadAllProducts(): Promise<Product[]> {
  request ??= api
    .get<{ data: unknown[] }>('/api/v1/products/all-products/')
    .then(({ data }) => data.data.map((p) => toProduct(p as Record<string, unknown>)))
    .catch((error: unknown) => {
      request = null; // a failure may be retried
      throw error;
    });
  return request;
}
