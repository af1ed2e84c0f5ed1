// POST /api/v1/cart/{id}/checkout/ {consult_uid}: the checkout_url of the sandbox payment page.
// A cart with a treatment (purchase type prescription) goes with the caller's unpaid consult: the
// one it was last checked out with, else the latest unpaid vaginitis or ungated-rx consult.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiQuery, type Cart } from '@flora/shared/data';
import { ERROR_MESSAGES } from '@flora/shared';

const CHECKOUT_CONSULT_TYPES = ['vaginitis', 'ungated-rx'];

export function useCheckoutCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cart: Cart) => {
      let consultUid = cart.consult_uid;
      if (!consultUid && cart.purchase_type === 'prescription') {
        const consults = await client.fetchQuery(apiQuery('/api/v1/consults/'));
        consultUid = consults.find((c) => c.status === 'IN' && CHECKOUT_CONSULT_TYPES.includes(c.type))?.uid ?? null;
      }
      return apiPost('/api/v1/cart/{id}/checkout/', { path: { id: String(cart.id) }, body: { consult_uid: consultUid } }).catch((error: unknown) => {
        // SPEC §8: a cart that is gone (404) has its own message.
        if ((error as { response?: { status?: number } }).response?.status === 404) throw new Error(ERROR_MESSAGES.checkoutWithoutCart);
        throw error;
      });
    },
  });
}
