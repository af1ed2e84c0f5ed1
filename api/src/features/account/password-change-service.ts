// My Account's password change: the current password is required and checked (wrong: 400 on
// current_password, counted like a failed login: 5 wrong ones per 15 minutes, then 429), the new
// one follows the password rules (400 on new_password). Then every OTHER session of the account is
// signed out (its refresh family revoked, so its access tokens stop working too); the session that
// made the change keeps working with the tokens it holds (decision: no new pair to hand around).
// Outstanding password reset links stop working as well.
import { badRequest, NO_CREDENTIALS, tooManyRequests, unauthorized } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { findUserById, setPasswordHash } from '../user';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../auth';
import type { PasswordChangeInput } from './account-schemas';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'Choose a new password that differs from your current one.';
export const PASSWORD_CHANGED = 'Password changed. You have been signed out on your other devices.';

export async function changePassword(ctx: AppContext, userId: number, sessionFamilyId: string | null, input: PasswordChangeInput): Promise<void> {
  if (!sessionFamilyId) throw unauthorized(NO_CREDENTIALS);
  const key = `password-change:account:${userId}`;
  // Counted before the check, in one statement: parallel guesses cannot slip past (issue 28).
  const state = await ctx.rateLimiter.consume(key, ctx.limits.passwordChangePerAccount);
  if (state.blocked) {
    const minutes = Math.max(1, Math.ceil(state.retryAfterMs / 60_000));
    throw tooManyRequests(`Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, state.retryAfterMs / 1000);
  }
  const user = await findUserById(ctx.db, userId);
  if (!user || !user.isActive) throw unauthorized(NO_CREDENTIALS);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) throw badRequest(WRONG_CURRENT_PASSWORD, 'current_password');
  // The right password: whatever else is wrong with the request, it is no guess.
  await ctx.rateLimiter.refund(key);
  assertAcceptablePassword(input.new_password, user.email, 'new_password');
  if (input.new_password === input.current_password) throw badRequest(SAME_PASSWORD, 'new_password');

  const passwordHash = await hashPassword(input.new_password);
  await setPasswordHash(ctx.db, user.id, passwordHash, ctx.clock.now());
  await ctx.tokens.revokeOtherSessions(user.id, sessionFamilyId, 'password_change');
  await ctx.oneTimeTokens.invalidateAll(user.id, 'password_reset');
  await ctx.rateLimiter.reset(key);
}
