// The delivery choices of a checkout, as the API prices them (api/src/features/orders/delivery.ts):
// standard is free (SPEC §9: free shipping, 2-4 business days). The choice made in the panel goes
// to the payment page as `?delivery=`, which preselects it; the API prices it when paying.
import { SHIPPING } from '@flora/shared/domain';

export interface DeliveryChoice {
  method: string;
  label: string;
  window: string;
  price: number;
}

export const DELIVERY_CHOICES: readonly DeliveryChoice[] = [
  { method: 'standard', label: 'Standard shipping', window: SHIPPING.windowLabel, price: 0 },
  { method: 'express', label: 'Express shipping', window: '1-2 business days', price: 15 },
  { method: 'overnight', label: 'Overnight shipping', window: 'next business day', price: 30 },
];

export const DEFAULT_DELIVERY = DELIVERY_CHOICES[0].method;

export const deliveryChoice = (method: string): DeliveryChoice => DELIVERY_CHOICES.find((c) => c.method === method) ?? DELIVERY_CHOICES[0];

/** The payment page's URL with the delivery to preselect. */
export const withDelivery = (checkoutUrl: string, method: string): string =>
  `${checkoutUrl}${checkoutUrl.includes('?') ? '&' : '?'}delivery=${encodeURIComponent(method)}`;

/**
 * The choice is remembered for the browser tab (sessionStorage), so it is still chosen when the
 * panel opens again or a declined payment brings her back.
 */
const DELIVERY_KEY = 'flora:cart-delivery';

export function rememberedDelivery(): string {
  try {
    const method = window.sessionStorage.getItem(DELIVERY_KEY);
    return DELIVERY_CHOICES.some((c) => c.method === method) ? method! : DEFAULT_DELIVERY;
  } catch {
    return DEFAULT_DELIVERY;
  }
}

export function rememberDelivery(method: string): void {
  try {
    window.sessionStorage.setItem(DELIVERY_KEY, method);
  } catch {
    // Storage refused (private mode): the choice lasts while the panel is open.
  }
}
