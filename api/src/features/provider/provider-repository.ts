// Queries on provider accounts and their practice details (provider_profiles), scoped by the
// provider's user id.
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProviderProfilesTable } from '../../db/schema';
import type { ProviderIntake } from './provider-intake-rules';

export type ProfileRow = Selectable<ProviderProfilesTable>;

export async function findProfile(db: Kysely<Database>, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('provider_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the profile on the first save, then changes only the given fields. */
export async function saveProfile(db: Kysely<Database>, userId: number, changes: Partial<ProviderIntake>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('provider_profiles')
    .values({ ...changes, user_id: userId, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: at }))
    .execute();
}

export interface PendingProviderRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  date_joined: string;
  profile: ProfileRow | undefined;
}

/** Provider accounts not yet verified, the longest waiting first, with their practice details. */
export async function listUnverifiedProviders(db: Kysely<Database>): Promise<PendingProviderRow[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'date_joined'])
    .where('is_provider', '=', true)
    .where('provider_verified', '=', false)
    .where('is_active', '=', true)
    .orderBy('date_joined')
    .orderBy('id')
    .execute();
  if (users.length === 0) return [];
  const profiles = await db.selectFrom('provider_profiles').selectAll().where('user_id', 'in', users.map((u) => u.id)).execute();
  const byUser = new Map(profiles.map((p) => [p.user_id, p]));
  return users.map((u) => ({ ...u, profile: byUser.get(u.id) }));
}

/** Marks the provider verified; false when it already was (a concurrent verification won). */
export async function markProviderVerified(db: Kysely<Database>, userId: number, verifierId: number | null, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('users')
    .set({ provider_verified: true, updated_at: at })
    .where('id', '=', userId)
    .where('is_provider', '=', true)
    .where('provider_verified', '=', false)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.updateTable('provider_profiles').set({ verified_at: at, verified_by_user_id: verifierId, updated_at: at }).where('user_id', '=', userId).execute();
  return true;
}
