// GET /api/v1/products/all-products/ (the shared, cached catalogue): the prices of what a provider
// orders — the vaginal microbiome test and the STI panel add-on (the API prices the order the same way).
import { useAllProducts } from '@flora/shared/data';

export const PROVIDER_TEST_SLUG = 'vaginal-microbiome-test';
export const STI_PANEL_SLUG = 'sti-panel-add-on';

export interface ProviderPrices {
  test: number;
  /** null when the add-on is not on sale. */
  stiPanel: number | null;
}

export function useProviderPrices() {
  const products = useAllProducts();
  const priceOf = (slug: string) => {
    const product = products.data?.find((p) => p.slug === slug);
    return product ? (product.discounted_price ?? product.price) : null;
  };
  const test = priceOf(PROVIDER_TEST_SLUG);
  const prices: ProviderPrices | null = products.data && test !== null ? { test, stiPanel: priceOf(STI_PANEL_SLUG) } : null;
  return { ...products, prices };
}
