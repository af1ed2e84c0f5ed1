// Phone numbers in a message become links (SPEC §5: digits, spaces, dots, parentheses, plus and
// hyphen). Candidates are runs of those characters; each is a number by the shared rule
// (isPhoneNumber: at least 7 digits, at most 30 characters) or stays text.
import { isPhoneNumber } from '@flora/shared/domain';

export type MessagePart = { kind: 'text'; text: string } | { kind: 'phone'; text: string; href: string };

// A run that starts with +, ( or a digit and ends with a digit or ')': sentence punctuation around
// a number ("call 555-0100." or "(415) 555-0100,") stays outside the link.
const CANDIDATE = /[+(]?\d[\d .()+-]*[\d)]/g;

/** `tel:` with the digits and a leading + only. */
const telHref = (number: string): string => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;

/** A message body cut into text and phone numbers, in order; joined, the parts give the body back. */
export function splitPhoneNumbers(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of body.matchAll(CANDIDATE)) {
    let text = match[0];
    // A closing parenthesis belongs to the number only when the number opened one.
    if (text.endsWith(')') && !text.includes('(')) text = text.slice(0, -1);
    if (!isPhoneNumber(text)) continue;
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    parts.push({ kind: 'phone', text, href: telHref(text) });
    at = start + text.length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}
