// Request and response schemas of the announcements routes; the service's views take their types from them.
import type { FromSchema } from 'json-schema-to-ts';

const TITLE_MAX = 120;
const MESSAGE_MAX = 1000;
const fields = {
  title: { type: 'string', format: 'line', minLength: 1, maxLength: TITLE_MAX, description: `1-${TITLE_MAX} characters, not blank (trimmed).` },
  message: { type: 'string', format: 'text', minLength: 1, maxLength: MESSAGE_MAX, description: `Plain text, 1-${MESSAGE_MAX} characters, not blank (trimmed).` },
  published_at: {
    type: 'string',
    format: 'date-time',
    description: 'When patients start seeing it (ISO 8601 with a time zone). Default on publish: now. A later time schedules it.',
  },
} as const;

export const newAnnouncementBody = { type: 'object', properties: fields, required: ['title', 'message'], additionalProperties: false } as const;

export const announcementChangeBody = { type: 'object', properties: fields, additionalProperties: false } as const;

export const staffAnnouncementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    message: { type: 'string' },
    published_at: { type: 'string' },
    updated_at: { type: ['string', 'null'], description: 'When it was last edited (null: never).' },
    withdrawn_at: { type: ['string', 'null'], description: 'When it was withdrawn (null: not withdrawn).' },
    status: { type: 'string', enum: ['scheduled', 'published', 'withdrawn'], description: 'scheduled: published_at is still ahead; published: patients see it; withdrawn: nobody sees it.' },
  },
  required: ['id', 'title', 'message', 'published_at', 'updated_at', 'withdrawn_at', 'status'],
} as const;

export type StaffAnnouncement = FromSchema<typeof staffAnnouncementSchema>;
export type AnnouncementStatus = StaffAnnouncement['status'];
export type NewAnnouncement = FromSchema<typeof newAnnouncementBody>;
export type AnnouncementChange = FromSchema<typeof announcementChangeBody>;
