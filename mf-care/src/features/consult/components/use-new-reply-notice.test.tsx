// The new-reply notice's timing (SPEC §9 in-app message defaults), on fake timers: shown at once
// for 5000 ms, at least 30 s between two notices (replies meanwhile told together), dropped when it
// could not show by its planned time + 30 s.
import { act, renderHook } from '@testing-library/react';
import type { ConsultMessage } from '../api/consult-messages';
import { useNewReplyNotice } from './use-new-reply-notice';

const message = (id: number, role: 'patient' | 'clinician', name = role === 'clinician' ? 'Sam S.' : 'Dana D.'): ConsultMessage => ({
  id,
  author: { role, name },
  body: `Message ${id}`,
  created_at: '2026-03-03T14:00:00Z',
});

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-03T15:00:00Z') }));
afterEach(() => jest.useRealTimers());

const start = (messages: ConsultMessage[], loaded = true) =>
  renderHook(({ list, ready }) => useNewReplyNotice(list, ready), { initialProps: { list: messages, ready: loaded } });

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('what is there at first, her own messages and earlier pages are not news', () => {
  const thread = [message(10, 'clinician'), message(11, 'patient')];
  const { result, rerender } = start(thread);
  rerender({ list: [...thread, message(12, 'patient')], ready: true });
  rerender({ list: [message(5, 'clinician'), ...thread, message(12, 'patient')], ready: true });
  advance(1000);
  expect(result.current).toBe('');
});

test('a new reply is told at once and for 5000 ms', () => {
  const thread = [message(10, 'clinician')];
  const { result, rerender } = start(thread);
  rerender({ list: [...thread, message(11, 'clinician')], ready: true });
  advance(0);
  expect(result.current).toBe('New message from Sam S.');
  advance(4999);
  expect(result.current).toBe('New message from Sam S.');
  advance(1);
  expect(result.current).toBe('');
});

test('replies within 30 s of a notice wait for the 30 s and are told together', () => {
  let thread = [message(10, 'clinician')];
  const { result, rerender } = start(thread);
  thread = [...thread, message(11, 'clinician')];
  rerender({ list: thread, ready: true });
  advance(0);
  expect(result.current).toBe('New message from Sam S.');

  advance(10_000);
  thread = [...thread, message(12, 'clinician', 'Ana A.')];
  rerender({ list: thread, ready: true });
  advance(5_000);
  thread = [...thread, message(13, 'clinician')];
  rerender({ list: thread, ready: true });
  advance(14_999);
  expect(result.current).toBe('');
  advance(1);
  expect(result.current).toBe('2 new messages from your care team.');
});

test('a notice that could not show by its time + 30 s (the tab slept) is dropped', () => {
  let thread = [message(10, 'clinician')];
  const { result, rerender } = start(thread);
  thread = [...thread, message(11, 'clinician')];
  rerender({ list: thread, ready: true });
  advance(0);
  advance(5_000);
  thread = [...thread, message(12, 'clinician')];
  rerender({ list: thread, ready: true }); // due 25 s from now, given up 55 s from now
  act(() => jest.setSystemTime(Date.now() + 60_000)); // the clock moved on while timers slept
  advance(25_000);
  expect(result.current).toBe('');
});
