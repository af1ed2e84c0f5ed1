import { safeParse } from 'valibot';
import { parseOrderIds, transferRequestSchema } from './order-transfer-form';

test('reads IDs separated by lines, commas or spaces, once each', () => {
  expect(parseOrderIds(' A-1,\nB_2  A-1;C3\n')).toEqual(['A-1', 'B_2', 'C3']);
  expect(parseOrderIds(' \n ')).toEqual([]);
});

test.each([
  ['', 'Enter at least one order ID.'],
  [' , ', 'Enter at least one order ID.'],
  ['A-1 ord#2', 'Order IDs contain only letters, numbers, - and _ (for example DEMO-TRANSFER-ORDER-0001).'],
  [Array.from({ length: 21 }, (_, i) => `O${i}`).join(' '), 'Ask for at most 20 orders at a time.'],
])('refuses %j', (orders, message) => {
  const result = safeParse(transferRequestSchema, { orders });
  expect(result.success).toBe(false);
  expect(result.issues?.[0].message).toBe(message);
});

test('accepts up to 20 well-formed IDs', () => {
  expect(safeParse(transferRequestSchema, { orders: 'DEMO-TRANSFER-ORDER-0001' }).success).toBe(true);
});
