// The JSON shape of a consult message and its schema.
import type { MessageRow } from './messages-repository';

export const MESSAGE_MAX_LENGTH = 5000;

/** First name and last initial ("Dana D."); the care team's name when the account has none. */
export function displayName(first: string, last: string): string {
  const name = [first.trim(), last.trim() ? `${last.trim()[0]}.` : ''].filter(Boolean).join(' ');
  return name || 'Flora care team';
}

export const toMessageView = (m: MessageRow) => ({
  id: m.id,
  author: { role: m.author_role, name: displayName(m.author_first_name, m.author_last_name) },
  body: m.body,
  created_at: m.created_at,
});

export const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Increasing with time: the cursor of `before`.' },
    author: {
      type: 'object',
      properties: {
        role: { type: 'string', enum: ['patient', 'clinician'] },
        name: { type: 'string', description: 'First name and last initial, e.g. "Dana D.".' },
      },
      required: ['role', 'name'],
    },
    body: { type: 'string' },
    created_at: { type: 'string' },
  },
  required: ['id', 'author', 'body', 'created_at'],
} as const;

export const messageBodySchema = {
  type: 'object',
  properties: {
    body: {
      type: 'string',
      format: 'text',
      minLength: 1,
      maxLength: MESSAGE_MAX_LENGTH,
      description: `1-${MESSAGE_MAX_LENGTH} characters; trimmed; may not be blank.`,
    },
  },
  required: ['body'],
  additionalProperties: false,
} as const;
