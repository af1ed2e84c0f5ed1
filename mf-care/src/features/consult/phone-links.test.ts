import { splitPhoneNumbers } from './phone-links';

const phones = (body: string) => splitPhoneNumbers(body).filter((p) => p.kind === 'phone').map((p) => p.text);

test.each([
  ['Call us at (415) 555-0100 today.', ['(415) 555-0100']],
  ['Our line: +1 415 555 0100, any time', ['+1 415 555 0100']],
  ['Dots work too: 415.555.0100.', ['415.555.0100']],
  ['Two: 555-0100 or 415-555-0199', ['555-0100', '415-555-0199']],
  ['(call 415-555-0100)', ['415-555-0100']],
])('links the numbers in "%s"', (body, expected) => {
  expect(phones(body)).toEqual(expected);
});

test.each([
  ['a dose', 'Take 600 mg twice a day for 7 days.'],
  ['a date', 'Start on 11/24/2026.'],
  ['six digits', 'Order 123456 shipped.'],
  ['a too long run', '1234567890 1234567890 1234567890 12'],
])('leaves %s as text', (_what, body) => {
  expect(phones(body)).toEqual([]);
  expect(splitPhoneNumbers(body)).toEqual([{ kind: 'text', text: body }]);
});

test('the parts give the body back, and each link dials the digits', () => {
  const body = 'Questions? Call +1 (415) 555-0100 or email care@flora.test.';
  const parts = splitPhoneNumbers(body);
  expect(parts.map((p) => p.text).join('')).toBe(body);
  expect(parts[1]).toEqual({ kind: 'phone', text: '+1 (415) 555-0100', href: 'tel:+14155550100' });
  expect(splitPhoneNumbers('415.555.0100')).toEqual([{ kind: 'phone', text: '415.555.0100', href: 'tel:4155550100' }]);
});
