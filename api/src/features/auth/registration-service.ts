// Registration (consumers and providers): creates the account, sends the verification email, signs in.
import { randomUUID } from 'node:crypto';
import { badRequest, tooManyRequests } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { sendVerificationEmail } from '../email';
import { assertPlausibleBirthday, findUserByEmail, findUserById, insertUser, normalizeEmail, normalizePhoneNumber } from '../user';
import { waitWords } from './login-service';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-rules';
import type { RegistrationInput } from './auth-schemas';
import type { TokenPair } from './token-service';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const TERMS_REQUIRED = 'Please accept the terms of service and privacy policy to create an account.';

/** A consumer account, or (POST /api/v1/provider/register/) a provider account awaiting verification. */
export type AccountKind = 'consumer' | 'provider';

/**
 * Each registration emails an address the caller chose, so a client address may register only so
 * many accounts an hour (docs/security.md). Counted after the form's own checks, before the email
 * lookup: a taken email counts too (probing for accounts).
 */
export async function register(
  ctx: AppContext,
  input: RegistrationInput,
  address: string,
  kind: AccountKind = 'consumer',
): Promise<TokenPair> {
  const email = normalizeEmail(input.email);
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  if (!firstName) throw badRequest('Please enter your first name.', 'first_name');
  if (!lastName) throw badRequest('Please enter your last name.', 'last_name');
  if (input.birthday) assertPlausibleBirthday(input.birthday, ctx.clock.now());
  const phoneNumber = normalizePhoneNumber(input.phone_number ?? null);
  assertAcceptablePassword(input.password, email);
  if (kind === 'consumer' && input.accepted_terms !== true) throw badRequest(TERMS_REQUIRED, 'accepted_terms');
  const limit = await ctx.rateLimiter.consume(`registration:address:${address}`, ctx.limits.registrationsPerAddress);
  if (limit.blocked) {
    throw tooManyRequests(`Too many accounts were created from this network. Please try again in ${waitWords(limit.retryAfterMs)}.`, limit.retryAfterMs / 1000);
  }
  if (await findUserByEmail(ctx.db, email)) throw badRequest(EMAIL_TAKEN, 'email');

  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await insertUser(
      ctx.db,
      {
        uuid: randomUUID(),
        email,
        passwordHash,
        firstName,
        lastName,
        birthday: input.birthday ?? null,
        phoneNumber,
        termsAcceptedAt: kind === 'consumer' ? ctx.clock.now().toISOString() : null,
        registrationRoute: kind === 'provider' ? 'provider' : (input.registration_route ?? 'default'),
        researchConsent: input.research_consent ?? false,
        isProvider: kind === 'provider',
      },
      ctx.clock.now(),
    );
  } catch (err) {
    // A concurrent registration with the same email won the UNIQUE constraint.
    if (await findUserByEmail(ctx.db, email)) throw badRequest(EMAIL_TAKEN, 'email');
    throw err;
  }
  const user = await findUserById(ctx.db, userId);
  if (user) await sendVerificationEmail(ctx, user);
  return ctx.tokens.issueNewSession(userId);
}
