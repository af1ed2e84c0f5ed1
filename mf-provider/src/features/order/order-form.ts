// The order form's rules, checked before anything is sent; the API checks the email again and its
// `{detail, field}` lands beside the same field.
import { boolean, email, maxLength, nonEmpty, object, picklist, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const PAYERS = ['patient', 'provider'] as const;
export type Payer = (typeof PAYERS)[number];

export const orderSchema = object({
  patient_name: pipe(string(), trim(), nonEmpty("Enter the patient's name."), maxLength(100, 'Use at most 100 characters.')),
  patient_email: pipe(string(), trim(), nonEmpty("Enter the patient's email address."), email('Enter a valid email address.'), maxLength(254, 'Use at most 254 characters.')),
  payer: picklist(PAYERS, 'Choose who pays for the test.'),
  add_sti_panel: boolean(),
});

export type OrderForm = InferOutput<typeof orderSchema>;

/** No payer chosen yet: the provider must choose. */
export const EMPTY_ORDER: Partial<OrderForm> = { patient_name: '', patient_email: '', add_sti_panel: false };

export const orderPrice = (prices: { test: number; stiPanel: number | null }, addStiPanel: boolean) =>
  prices.test + (addStiPanel && prices.stiPanel !== null ? prices.stiPanel : 0);
