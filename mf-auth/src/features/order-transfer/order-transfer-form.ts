// The order-transfer request form: the order IDs (checkout ids, as on the order confirmation email)
// typed one per line or separated by commas or spaces. Checked before sending; the API checks again.
import { check, nonEmpty, object, pipe, string, type InferOutput } from '@flora/shared/forms';

export const MAX_ORDERS = 20;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The distinct IDs in what was typed, in order. */
export function parseOrderIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

const ORDER_IDS_MESSAGES = {
  empty: 'Enter at least one order ID.',
  malformed: 'Order IDs contain only letters, numbers, - and _ (for example DEMO-TRANSFER-ORDER-0001).',
  tooMany: `Ask for at most ${MAX_ORDERS} orders at a time.`,
};

export const transferRequestSchema = object({
  orders: pipe(
    string(),
    nonEmpty(ORDER_IDS_MESSAGES.empty),
    check((text) => parseOrderIds(text).length > 0, ORDER_IDS_MESSAGES.empty),
    check((text) => parseOrderIds(text).every((id) => ORDER_ID.test(id)), ORDER_IDS_MESSAGES.malformed),
    check((text) => parseOrderIds(text).length <= MAX_ORDERS, ORDER_IDS_MESSAGES.tooMany),
  ),
});

export type TransferRequestForm = InferOutput<typeof transferRequestSchema>;
export const EMPTY_TRANSFER_REQUEST: TransferRequestForm = { orders: '' };
