// Password reset by emailed one-time link. The request answers the same whether or not an
// account exists (no account enumeration); confirming signs the user out everywhere.
import { notFound, tooManyRequests } from '../../common/http-errors';
import { type AppContext, PASSWORD_RESET_TTL_MS } from '../../context';
import { passwordResetEmail } from '../email';
import { findUserByEmail, findUserById, normalizeEmail, setPasswordHash } from '../user';
import { loginKeys } from './login-service';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-rules';

export const RESET_REQUESTED = 'If an account exists for this email, we sent a link to reset the password.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';
export const RESET_DONE = 'Password reset. Please log in.';

export async function requestPasswordReset(ctx: AppContext, rawEmail: string, address: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const client = await ctx.rateLimiter.consume(`password-reset:address:${address}`, ctx.limits.passwordResetPerAddress);
  if (client.blocked) {
    throw tooManyRequests('Too many password reset requests. Please try again later.', client.retryAfterMs / 1000);
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const account = await ctx.rateLimiter.consume(`password-reset:account:${user.id}`, ctx.limits.passwordResetPerAccount);
  if (account.blocked) return;
  const token = await ctx.oneTimeTokens.issue(user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
  await ctx.mailer.send(passwordResetEmail(ctx.frontendUrl, user, token));
}

export async function assertResetTokenValid(ctx: AppContext, token: string): Promise<void> {
  const match = await ctx.oneTimeTokens.find(token, 'password_reset');
  const user = match && (await findUserById(ctx.db, match.userId));
  if (!user || !user.isActive) throw notFound(INVALID_RESET_LINK);
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const match = await ctx.oneTimeTokens.find(token, 'password_reset');
  const user = match && (await findUserById(ctx.db, match.userId));
  if (!match || !user || !user.isActive) throw notFound(INVALID_RESET_LINK);
  assertAcceptablePassword(password, user.email);
  const passwordHash = await hashPassword(password);
  if (!(await ctx.oneTimeTokens.consume(match.id))) throw notFound(INVALID_RESET_LINK);
  await setPasswordHash(ctx.db, user.id, passwordHash, ctx.clock.now());
  await ctx.oneTimeTokens.invalidateAll(user.id, 'password_reset');
  await ctx.tokens.revokeAllSessions(user.id, 'password_reset');
  // A successful reset clears the account's sign-in counters: she proved she owns it.
  const keys = loginKeys(normalizeEmail(user.email));
  await Promise.all([ctx.rateLimiter.reset(keys.account), ctx.rateLimiter.resetPrefix(keys.pairsOfAccount)]);
}
