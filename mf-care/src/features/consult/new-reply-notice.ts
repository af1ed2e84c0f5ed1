// When the "new reply" notice shows, by the in-app message defaults of SPEC §9: it stays 5000 ms;
// two notices are at least 30 s apart (replies arriving meanwhile are told together, when the 30 s
// are over); a notice that could not show by its planned time + 30 s (e.g. the tab slept) is dropped
// — the replies are in the thread anyway.
import { IN_APP_MESSAGE_DEFAULTS } from '@flora/shared/domain';

export interface NoticeTiming {
  /** Wait this long before showing. */
  delayMs: number;
  /** Give up when it has not shown this long after the trigger. */
  timeoutMs: number;
}

/** The timing of a notice triggered at `now`, the last one having shown at `lastShownAt` (ms). */
export function noticeTiming(now: number, lastShownAt: number | null, defaults = IN_APP_MESSAGE_DEFAULTS): NoticeTiming {
  const delayMs = lastShownAt === null ? 0 : Math.max(0, lastShownAt + defaults.minIntervalMs - now);
  return { delayMs, timeoutMs: delayMs + defaults.triggerTimeoutExtraMs };
}

/** The words of the notice for the new replies' authors (in arrival order). */
export function noticeText(authors: readonly string[]): string {
  if (authors.length === 0) return '';
  const names = [...new Set(authors)];
  // A name may end with its initial's full stop ("Sam S."): no second one after it.
  const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);
  if (authors.length === 1) return sentence(`New message from ${names[0]}`);
  return sentence(names.length === 1 ? `${authors.length} new messages from ${names[0]}` : `${authors.length} new messages from your care team`);
}
