// My Account's profile: name, phone number and birthday (the email is shown, never changed here).
// Every field is checked before anything is written: one bad field writes nothing.
import { notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import type { ProfileInput, ProfileView } from './account-schemas';
import { assertPlausibleBirthday, findUserById, normalizePhoneNumber, type ProfileChanges, requiredName, updateProfile, type UserRecord } from '../user';

export const toProfileView = (u: UserRecord): ProfileView => ({
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  phone_number: u.phoneNumber,
  birthday: u.birthday,
});

async function loadUser(ctx: AppContext, userId: number): Promise<UserRecord> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('No such account.');
  return user;
}

export async function readProfile(ctx: AppContext, userId: number): Promise<ProfileView> {
  return toProfileView(await loadUser(ctx, userId));
}

/** Answers the profile as saved and whether anything changed (nothing is written when nothing did). */
export async function changeProfile(ctx: AppContext, userId: number, input: ProfileInput): Promise<{ profile: ProfileView; changed: boolean }> {
  const now = ctx.clock.now();
  const changes: ProfileChanges = {};
  if (input.first_name !== undefined) changes.firstName = requiredName(input.first_name, 'first_name');
  if (input.last_name !== undefined) changes.lastName = requiredName(input.last_name, 'last_name');
  if (input.phone_number !== undefined) changes.phoneNumber = normalizePhoneNumber(input.phone_number);
  if (input.birthday !== undefined) {
    if (input.birthday) assertPlausibleBirthday(input.birthday, now);
    changes.birthday = input.birthday || null;
  }

  const user = await loadUser(ctx, userId);
  const before = toProfileView(user);
  const changed =
    (changes.firstName !== undefined && changes.firstName !== before.first_name) ||
    (changes.lastName !== undefined && changes.lastName !== before.last_name) ||
    (changes.phoneNumber !== undefined && changes.phoneNumber !== before.phone_number) ||
    (changes.birthday !== undefined && changes.birthday !== before.birthday);
  if (!changed) return { profile: before, changed: false };
  await updateProfile(ctx.db, userId, changes, now);
  return { profile: await readProfile(ctx, userId), changed: true };
}
