// The response schema of GET /api/v1/user-config/ (mirrors the front end's CurrentUser; tests check
// they agree); the current user the service builds takes its type from it.
import type { FromSchema } from 'json-schema-to-ts';
import { DEFAULT_EXPERIMENTS, DEFAULT_FEATURES } from './user-config-service';

const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
/** An object whose every property is required and no other is allowed. */
const obj = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, required: Object.keys(properties) as (keyof P & string)[], additionalProperties: false }) as const;
/** One boolean per flag that has a default. */
const flags = <K extends string>(defaults: Record<K, boolean>) =>
  obj(Object.fromEntries(Object.keys(defaults).map((n) => [n, bool])) as Record<K, typeof bool>);

export const currentUserResponse = obj({
  id: { type: 'integer' },
  uuid: str,
  username: str,
  firstName: str,
  lastName: str,
  email: str,
  emailVerified: bool,
  date_joined: str,
  is_staff: bool,
  birthday: { type: ['string', 'null'] },
  phone_number: { type: ['string', 'null'] },
  isProvider: bool,
  registrationRoute: { type: 'string', enum: ['default', 'male_partner', 'treatment', 'provider'] },
  provider_info: obj({ is_verified: bool }),
  consentCompleted: obj({ research: bool }),
  subscription: obj({ is_member: bool }),
  results: obj({ has_ready_test: bool }),
  tests: obj({ total_test_count: { type: 'integer' } }),
  notifications: obj({ care: bool }),
  ecomm: obj({ can_purchase_care: bool }),
  care: obj({ vaginitis: obj({ has_completed_consult: bool }), userEligibleForAnyCare: bool }),
  coaching: obj({ num_calls_completed: { type: 'integer' }, has_used_free_call: bool }),
  announcements: {
    type: 'array',
    items: obj({ id: { type: 'integer' }, title: str, message: str, published_at: str }),
  },
  features: flags(DEFAULT_FEATURES),
  experiments: flags(DEFAULT_EXPERIMENTS),
  env: obj({ name: str, frontend_url: str }),
});

export type CurrentUserView = FromSchema<typeof currentUserResponse>;
export type Announcement = CurrentUserView['announcements'][number];
