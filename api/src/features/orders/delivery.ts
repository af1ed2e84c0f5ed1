// Delivery choices of a checkout, priced on the server. Standard is free (SPEC §9: free shipping,
// 2-4 business days); faster options cost extra. The PCR add-on ships nothing: the lab runs the
// panel on the sample it already has.
import type { CheckoutKind } from '../../db/schema';

export interface DeliveryOption {
  method: string;
  label: string;
  window: string;
  price_cents: number;
}

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = [
  { method: 'standard', label: 'Standard shipping', window: '2-4 business days', price_cents: 0 },
  { method: 'express', label: 'Express shipping', window: '1-2 business days', price_cents: 1500 },
  { method: 'overnight', label: 'Overnight shipping', window: 'next business day', price_cents: 3000 },
];

export const DELIVERY_METHODS = DELIVERY_OPTIONS.map((o) => o.method);

export const deliveryOption = (method: string | null | undefined): DeliveryOption | undefined =>
  DELIVERY_OPTIONS.find((o) => o.method === method);

/** Whether a checkout of this kind ships anything (and so takes a delivery choice). */
export const ships = (kind: CheckoutKind | string): boolean => kind !== 'vPCR-add-on';
