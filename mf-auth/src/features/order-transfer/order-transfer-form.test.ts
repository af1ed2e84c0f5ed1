import { safeParse } from 'valibot';
import { ORDER_IDS_MESSAGES, parseOrderIds, transferRequestSchema } from './order-transfer-form';

test('reads IDs separated by lines, commas or spaces, once each', () => {
  expect(parseOrderIds(' A-1,\nB_2  A-1;C3\n')).toEqual(['A-1', 'B_2', 'C3']);
  expect(parseOrderIds(' \n ')).toEqual([]);
});

test.each([
  ['', ORDER_IDS_MESSAGES.empty],
  [' , ', ORDER_IDS_MESSAGES.empty],
  ['A-1 ord#2', ORDER_IDS_MESSAGES.malformed],
  [Array.from({ length: 21 }, (_, i) => `O${i}`).join(' '), ORDER_IDS_MESSAGES.tooMany],
])('refuses %j', (orders, message) => {
  const result = safeParse(transferRequestSchema, { orders });
  expect(result.success).toBe(false);
  expect(result.issues?.[0].message).toBe(message);
});

test('accepts up to 20 well-formed IDs', () => {
  expect(safeParse(transferRequestSchema, { orders: 'DEMO-TRANSFER-ORDER-0001' }).success).toBe(true);
});
