// Adding care to her cart from Care's pages: the shared cart hook (the cart panel opens on success);
// a failure is logged only (SPEC §8 "Adding to cart failure: logged only").
import { type CartItemToAdd, useAddCartItems } from '@flora/shared/data';

export function useAddToCart() {
  const add = useAddCartItems();
  return {
    add: (item: CartItemToAdd) => add.mutate([item], { onError: (error) => console.error('Adding to the cart failed', error) }),
    adding: add.isPending,
  };
}

/** A single treatment's cart line. */
export const treatmentItem = (slug: string): CartItemToAdd => ({ item_type: 'individual-treatment', treatment_product: slug, quantity: 1 });
