// Email verification: a one-time link sent by email; opening it marks the address verified.
import { notFound, tooManyRequests } from '../../common/http-errors';
import { type AppContext, EMAIL_VERIFICATION_TTL_MS } from '../../context';
import { markEmailVerified, type SessionUser } from '../user';
import { verificationEmail } from './email-templates';

export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired.';

export async function sendVerificationEmail(ctx: AppContext, user: SessionUser): Promise<void> {
  const hash = await ctx.oneTimeTokens.issue(user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
  await ctx.mailer.send(verificationEmail(ctx.frontendUrl, user, hash));
}

/** A signed-in user asks for (another) verification email. */
export async function requestVerificationEmail(ctx: AppContext, user: SessionUser): Promise<string> {
  if (user.emailVerified) return 'Your email address is already verified.';
  const key = `verify-email:user:${user.id}`;
  const state = await ctx.rateLimiter.consume(key, ctx.limits.verificationEmailPerUser);
  if (state.blocked) {
    throw tooManyRequests('Too many verification emails requested. Please try again later.', state.retryAfterMs / 1000);
  }
  await sendVerificationEmail(ctx, user);
  return 'Verification email sent.';
}

export async function confirmEmail(ctx: AppContext, hash: string): Promise<void> {
  const match = await ctx.oneTimeTokens.find(hash, 'email_verification');
  if (!match || !(await ctx.oneTimeTokens.consume(match.id))) throw notFound(INVALID_VERIFICATION_LINK);
  await markEmailVerified(ctx.db, match.userId, ctx.clock.now());
}
