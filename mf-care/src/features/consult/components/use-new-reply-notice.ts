// The notice of new replies from the care team: the clinician messages a poll brought in (never the
// ones on screen at first, nor earlier ones loaded on request), timed by noticeTiming and shown for
// the in-app message duration (SPEC §9).
import { useEffect, useRef, useState } from 'react';
import { IN_APP_MESSAGE_DEFAULTS } from '@flora/shared/domain';
import type { ConsultMessage } from '../api/consult-messages';
import { noticeText, noticeTiming } from '../new-reply-notice';

export function useNewReplyNotice(messages: readonly ConsultMessage[], loaded: boolean): string {
  const [notice, setNotice] = useState('');
  /** The newest clinician message already known; null until the first page has loaded. */
  const known = useRef<number | null>(null);
  const pending = useRef<{ authors: string[]; triggeredAt: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const lastShownAt = useRef<number | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!loaded) return;
    const replies = messages.filter((m) => m.author.role === 'clinician');
    const newest = replies.reduce((max, m) => Math.max(max, m.id), 0);
    if (known.current === null) {
      known.current = newest;
      return;
    }
    const fresh = replies.filter((m) => m.id > (known.current ?? 0));
    known.current = Math.max(known.current, newest);
    if (fresh.length === 0) return;

    const authors = [...(pending.current?.authors ?? []), ...fresh.map((m) => m.author.name)];
    const triggeredAt = pending.current?.triggeredAt ?? Date.now();
    if (pending.current) clearTimeout(pending.current.timer);
    const { delayMs, timeoutMs } = noticeTiming(triggeredAt, lastShownAt.current);
    const timer = setTimeout(() => {
      pending.current = null;
      if (Date.now() - triggeredAt > timeoutMs) return;
      lastShownAt.current = Date.now();
      setNotice(noticeText(authors));
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setNotice(''), IN_APP_MESSAGE_DEFAULTS.durationMs);
    }, Math.max(0, triggeredAt + delayMs - Date.now()));
    pending.current = { authors, triggeredAt, timer };
  }, [messages, loaded]);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
      clearTimeout(hideTimer.current);
    },
    [],
  );

  return notice;
}
