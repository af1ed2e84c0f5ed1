import { IN_APP_MESSAGE_DEFAULTS } from '@flora/shared/domain';
import { noticeText, noticeTiming } from './new-reply-notice';

test('the first notice shows at once, with the 30 s trigger timeout', () => {
  expect(noticeTiming(100_000, null)).toEqual({ delayMs: 0, timeoutMs: 30_000 });
});

test('a notice waits for 30 s after the last one, and times out 30 s after that', () => {
  expect(noticeTiming(110_000, 100_000)).toEqual({ delayMs: 20_000, timeoutMs: 50_000 });
  expect(noticeTiming(140_000, 100_000)).toEqual({ delayMs: 0, timeoutMs: 30_000 });
});

test('the defaults are the in-app message defaults of SPEC §9', () => {
  expect(IN_APP_MESSAGE_DEFAULTS).toEqual({ durationMs: 5000, minIntervalMs: 30_000, triggerTimeoutExtraMs: 30_000 });
});

test.each([
  [['Sam S.'], 'New message from Sam S.'],
  [['Sam S.', 'Sam S.'], '2 new messages from Sam S.'],
  [['Sam S.', 'Ana A.', 'Sam S.'], '3 new messages from your care team.'],
])('%j: "%s"', (authors, text) => {
  expect(noticeText(authors)).toBe(text);
});
