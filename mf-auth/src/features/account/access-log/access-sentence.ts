// One access-log entry in plain words: "Jane Smith (your provider) read your test FLDEMO0001 results".
import type { AccessEntry } from '../api/access-log';

const VERB: Record<AccessEntry['how'], string> = { read: 'read', write: 'changed', export: 'downloaded' };

export function whoPhrase(who: AccessEntry['who']): string {
  switch (who.kind) {
    case 'you':
      return 'You';
    case 'provider':
      return `${who.name} (your provider)`;
    case 'clinician':
      return `${who.name} (Flora clinician)`;
    case 'staff':
      return who.impersonating ? `${who.name} (Flora staff, viewing the app as you)` : `${who.name} (Flora staff)`;
    default:
      return 'Flora (automatically)';
  }
}

export function whatPhrase(what: AccessEntry['what']): string {
  if (what.type === 'test') {
    if (what.id === null) return what.label === 'test' ? 'your tests' : 'your test results';
    return what.label === 'test' ? `your test ${what.id}` : `your test ${what.id} results`;
  }
  return `your ${what.label}`;
}

export const accessSentence = (entry: AccessEntry) => `${whoPhrase(entry.who)} ${VERB[entry.how]} ${whatPhrase(entry.what)}`;

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** "Nov 24, 2026, 3:04 PM" in the reader's time zone. */
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
