import { HttpError } from '@flora/shared';
import { isRateLimited, rateLimitMessage } from './rate-limit';

const httpError = (status: number, headers: Record<string, string> = {}, detail = 'Too many verification emails requested. Please try again later.') =>
  new HttpError({ status, headers, data: { detail } });

test.each([
  [30, 'in a minute'],
  [60, 'in a minute'],
  [61, 'in about 2 minutes'],
  [45 * 60, 'in about 45 minutes'],
  [59 * 60 + 1, 'in about an hour'],
  [3 * 3600, 'in about 3 hours'],
])('Retry-After %i s: try again %s', (seconds, text) => {
  expect(rateLimitMessage(httpError(429, { 'retry-after': String(seconds) }))).toContain(`ask for another one ${text};`);
});

test.each([
  ['a delta in seconds', { 'retry-after': '120' }, 'in about 2 minutes'],
  ['a fraction, rounded up', { 'retry-after': '60.5' }, 'in about 2 minutes'],
  ['no header', {}, null],
  ['an HTTP date (not sent by this API)', { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }, null],
  ['zero', { 'retry-after': '0' }, null],
])('Retry-After as %s', (_, headers, wait) => {
  const message = rateLimitMessage(httpError(429, headers));
  if (wait) expect(message).toContain(`ask for another one ${wait};`);
  else expect(message).toBe('Too many verification emails requested. Please try again later.');
});

test('only a 429 from the API is a rate limit', () => {
  expect(isRateLimited(httpError(429))).toBe(true);
  expect(isRateLimited(httpError(500))).toBe(false);
  expect(isRateLimited(new Error('network'))).toBe(false);
});

test("the message says when to try again, else it is the API's detail", () => {
  expect(rateLimitMessage(httpError(429, { 'retry-after': '600' }))).toBe(
    "We've already sent several links in the last hour. You can ask for another one in about 10 minutes; meanwhile, the links we sent still work.",
  );
  expect(rateLimitMessage(httpError(429))).toBe('Too many verification emails requested. Please try again later.');
});
