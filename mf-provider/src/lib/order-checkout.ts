// What the order page and the provider's tests page share about a provider-paid order: the order
// waiting for its payment (kept in this tab's sessionStorage while the provider is on the payment
// page: the patient's link is answered only when the order is placed), and paying it again after a
// declined payment (POST /api/v1/provider/orders/{uid}/checkout/ answers a new payment page).
import { useMutation } from '@tanstack/react-query';
import { apiPost, leaveFor } from '@flora/shared/data';

const KEY = 'flora.provider-order.awaiting-payment';

export interface OrderAwaitingPayment {
  uid: string;
  patient_name: string;
  patient_email: string;
  patient_link: string;
  checkout_url: string;
}

export function rememberOrderAwaitingPayment(order: OrderAwaitingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage refused (private mode): the return page then points to the email the patient got.
  }
}

/** The order whose payment page has this checkout id, if this tab started it. */
export function orderAwaitingPayment(checkoutId: string): OrderAwaitingPayment | null {
  try {
    const order = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OrderAwaitingPayment | null;
    return order && order.checkout_url.includes(checkoutId) ? order : null;
  } catch {
    return null;
  }
}

export function forgetOrderAwaitingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** Opens a (new) payment page for the order and goes there. */
export function usePayOrder() {
  return useMutation({
    mutationFn: async (order: OrderAwaitingPayment) => {
      const { checkout_url } = await apiPost('/api/v1/provider/orders/{uid}/checkout/', { path: { uid: order.uid }, body: {} });
      rememberOrderAwaitingPayment({ ...order, checkout_url });
      leaveFor(checkout_url);
    },
  });
}
