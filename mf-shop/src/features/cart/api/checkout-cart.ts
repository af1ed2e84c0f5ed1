// POST /api/v1/cart/{id}/checkout/: the checkout_url of the sandbox payment page. A cart of
// treatments names no consult: the server decides which consult they are bought with (and creates
// it only when the paid order is processed), so the browser never leaves a half-made purchase.
import { useMutation } from '@tanstack/react-query';
import { apiPost, type Cart } from '@flora/shared/data';
import { ERROR_MESSAGES } from '@flora/shared/domain';

export function useCheckoutCart() {
  return useMutation({
    mutationFn: (cart: Cart) =>
      apiPost('/api/v1/cart/{id}/checkout/', { path: { id: String(cart.id) }, body: {} }).catch((error: unknown) => {
        // SPEC §8: a cart that is gone (404) has its own message.
        if ((error as { response?: { status?: number } }).response?.status === 404) throw new Error(ERROR_MESSAGES.checkoutWithoutCart);
        throw error;
      }),
  });
}
