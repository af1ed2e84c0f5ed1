// A provider-paid order waiting for its payment, kept in this tab's sessionStorage while the provider
// is on the payment page (the patient's link is answered only when the order is placed): the order
// page remembers it, the return page shows its link.

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
