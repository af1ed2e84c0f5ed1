// A consult message as its JSON (messageSchema).
import type { MessageView } from './messages-schemas';
import type { MessageRow } from './messages-repository';

/** First name and last initial ("Dana D."); the care team's name when the account has none. */
export function displayName(first: string, last: string): string {
  const name = [first.trim(), last.trim() ? `${last.trim()[0]}.` : ''].filter(Boolean).join(' ');
  return name || 'Flora care team';
}

export const toMessageView = (m: MessageRow): MessageView => ({
  id: m.id,
  author: { role: m.author_role, name: displayName(m.author_first_name, m.author_last_name) },
  body: m.body,
  created_at: m.created_at,
});
