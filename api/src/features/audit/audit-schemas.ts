// Request and response schemas of the audit log route (staff).
import { ROW_ID_PATTERN } from '../../schemas/common';

const action = { type: 'string', enum: ['read', 'create', 'update', 'delete'] } as const;

export const auditQuery = {
  type: 'object',
  properties: {
    subject: { type: 'string', minLength: 3, maxLength: 254 },
    object_type: { type: 'string', minLength: 1, maxLength: 64 },
    object_id: { type: 'string', minLength: 1, maxLength: 200 },
    action,
    before: { type: 'string', pattern: ROW_ID_PATTERN, description: 'An entry id (ids are 32-bit).' },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', description: '1-500, default 100' },
  },
  additionalProperties: false,
} as const;

export const auditEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    actor_user_id: { type: ['integer', 'null'] },
    impersonator_user_id: { type: ['integer', 'null'] },
    subject_user_id: { type: ['integer', 'null'] },
    action,
    object_type: { type: 'string' },
    object_id: { type: ['string', 'null'] },
    route: { type: 'string' },
    via: { type: 'string', enum: ['api', 'cli'] },
  },
  required: ['id', 'at', 'actor_user_id', 'impersonator_user_id', 'subject_user_id', 'action', 'object_type', 'object_id', 'route', 'via'],
} as const;
