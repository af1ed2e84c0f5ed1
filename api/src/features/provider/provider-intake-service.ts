// The provider's own intake: read it (an empty one before the first save), replace it (PUT) or
// change some fields (PATCH). Verified practice details are locked: changing them would need a new
// verification, so staff do it on request (409 for the provider).
import type { Kysely } from 'kysely';
import { badRequest, conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../user';
import { INTAKE_FIELDS, normalizeIntake, type ProviderIntake } from './provider-intake-rules';
import { type IntakeView, toIntakeView } from './provider-intake-view';
import { findProfile, saveProfile } from './provider-repository';

export const INTAKE_LOCKED = 'Your practice details are verified and can no longer be changed here; contact support to update them.';

export async function readIntake(db: Kysely<Database>, provider: SessionUser): Promise<IntakeView> {
  return toIntakeView(await findProfile(db, provider.id), provider.providerVerified);
}

export async function writeIntake(
  db: Kysely<Database>,
  provider: SessionUser,
  input: Partial<ProviderIntake>,
  mode: 'replace' | 'update',
  now: Date,
): Promise<IntakeView> {
  // Locked first: a verified provider hears why nothing can change, not a fault in one field.
  if (provider.providerVerified) throw conflict(INTAKE_LOCKED);
  if (mode === 'update' && Object.keys(input).length === 0) throw badRequest('Give at least one field to change.');
  const given = mode === 'replace' ? Object.fromEntries(INTAKE_FIELDS.map((f) => [f, input[f] ?? null])) : input;
  const changes = normalizeIntake(given);
  await saveProfile(db, provider.id, changes, now);
  return readIntake(db, provider);
}
