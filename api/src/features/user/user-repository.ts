// Queries on accounts (users and their per-user flags).
import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, UsersTable } from '../../db/schema';
import { bool } from '../../db/values';

export type RegistrationRoute = 'default' | 'male_partner' | 'treatment' | 'provider';

export interface UserRecord {
  id: number;
  uuid: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
  phoneNumber: string | null;
  registrationRoute: RegistrationRoute;
  isActive: boolean;
  isStaff: boolean;
  isProvider: boolean;
  providerVerified: boolean;
  emailVerified: boolean;
  researchConsent: boolean;
  isMember: boolean;
  careNotifications: boolean;
  coachingCallsCompleted: number;
  hasUsedFreeCall: boolean;
  dateJoined: string;
}

/** What every authenticated request knows about its user: read with the token check, in one slim statement. */
export type SessionUser = Pick<
  UserRecord,
  'id' | 'uuid' | 'email' | 'firstName' | 'lastName' | 'registrationRoute' | 'isStaff' | 'isProvider' | 'providerVerified' | 'emailVerified' | 'researchConsent'
>;

export const SESSION_USER_COLUMNS = [
  'id',
  'uuid',
  'email',
  'first_name',
  'last_name',
  'registration_route',
  'is_staff',
  'is_provider',
  'provider_verified',
  'email_verified',
  'research_consent',
] as const;

export const sessionUserFromRow = (r: Pick<Selectable<UsersTable>, (typeof SESSION_USER_COLUMNS)[number]>): SessionUser => ({
  id: r.id,
  uuid: r.uuid,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  registrationRoute: r.registration_route as RegistrationRoute,
  isStaff: bool(r.is_staff),
  isProvider: bool(r.is_provider),
  providerVerified: bool(r.provider_verified),
  emailVerified: bool(r.email_verified),
  researchConsent: bool(r.research_consent),
});

const userFromRow = (r: Selectable<UsersTable>): UserRecord => ({
  ...sessionUserFromRow(r),
  passwordHash: r.password_hash,
  birthday: r.birthday,
  phoneNumber: r.phone_number,
  isActive: bool(r.is_active),
  isMember: bool(r.is_member),
  careNotifications: bool(r.care_notifications),
  coachingCallsCompleted: Number(r.coaching_calls_completed),
  hasUsedFreeCall: bool(r.has_used_free_call),
  dateJoined: r.date_joined,
});

/** Emails are stored trimmed and lower-cased: the username is case-insensitive. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Prepared: every authenticated request loads its user.
const userById = preparedQuery((db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRecord | undefined> {
  const [row] = await userById(db, id);
  return row && userFromRow(row);
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row && userFromRow(row);
}

export async function findUserByUuid(db: Kysely<Database>, uuid: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  return row && userFromRow(row);
}

export interface NewUser {
  uuid: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  birthday?: string | null;
  phoneNumber?: string | null;
  /** When the person accepted the terms of service (consumer registration). */
  termsAcceptedAt?: string | null;
  registrationRoute: RegistrationRoute;
  researchConsent?: boolean;
  emailVerified?: boolean;
  isStaff?: boolean;
  isProvider?: boolean;
  providerVerified?: boolean;
  isMember?: boolean;
}

export async function insertUser(db: Kysely<Database>, u: NewUser, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      uuid: u.uuid,
      email: normalizeEmail(u.email),
      password_hash: u.passwordHash,
      first_name: u.firstName,
      last_name: u.lastName,
      birthday: u.birthday ?? null,
      phone_number: u.phoneNumber ?? null,
      terms_accepted_at: u.termsAcceptedAt ?? null,
      registration_route: u.registrationRoute,
      research_consent: u.researchConsent ?? false,
      email_verified: u.emailVerified ?? false,
      is_staff: u.isStaff ?? false,
      is_provider: u.isProvider ?? false,
      provider_verified: u.providerVerified ?? false,
      is_member: u.isMember ?? false,
      date_joined: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string, now: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Kysely<Database>, userId: number, now: Date) {
  await db
    .updateTable('users')
    .set({ email_verified: true, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function recordLogin(db: Kysely<Database>, userId: number, now: Date) {
  await db.updateTable('users').set({ last_login_at: now.toISOString() }).where('id', '=', userId).execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface UserFlag {
  kind: 'feature' | 'experiment';
  name: string;
  enabled: boolean;
}

export async function listUserFlags(db: Kysely<Database>, userId: number): Promise<UserFlag[]> {
  const rows = await db.selectFrom('user_flags').select(['kind', 'name', 'enabled']).where('user_id', '=', userId).execute();
  return rows.map((r) => ({ kind: r.kind, name: r.name, enabled: bool(r.enabled) }));
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
  birthday?: string | null;
}

/** Writes only the fields given (email is not a profile field: it is the username). */
export async function updateProfile(db: Kysely<Database>, userId: number, changes: ProfileChanges, now: Date) {
  await db
    .updateTable('users')
    .set({
      ...(changes.firstName !== undefined && { first_name: changes.firstName }),
      ...(changes.lastName !== undefined && { last_name: changes.lastName }),
      ...(changes.phoneNumber !== undefined && { phone_number: changes.phoneNumber }),
      ...(changes.birthday !== undefined && { birthday: changes.birthday }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}
