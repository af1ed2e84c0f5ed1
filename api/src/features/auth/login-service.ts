// Login with email and password, rate-limited per account and per client address.
import { tooManyRequests, unauthorized } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { findUserByEmail, normalizeEmail, recordLogin } from '../user/user-repository';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import type { TokenPair } from './token-service';

export const BAD_CREDENTIALS = 'No active account found with the given credentials';

export async function login(ctx: AppContext, username: string, password: string, address: string): Promise<TokenPair> {
  const email = normalizeEmail(username);
  const accountKey = `login:account:${email}`;
  const addressKey = `login:address:${address}`;
  const [account, client] = await Promise.all([
    ctx.rateLimiter.check(accountKey, ctx.limits.loginPerAccount),
    ctx.rateLimiter.check(addressKey, ctx.limits.loginPerAddress),
  ]);
  if (account.blocked || client.blocked) {
    const wait = Math.max(account.retryAfterMs, client.retryAfterMs);
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    throw tooManyRequests(
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait / 1000,
    );
  }

  const user = await findUserByEmail(ctx.db, email);
  const ok = user && user.isActive ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await ctx.rateLimiter.hit(accountKey, ctx.limits.loginPerAccount);
    await ctx.rateLimiter.hit(addressKey, ctx.limits.loginPerAddress);
    throw unauthorized(BAD_CREDENTIALS);
  }
  await ctx.rateLimiter.reset(accountKey);
  await recordLogin(ctx.db, user.id, ctx.clock.now());
  return ctx.tokens.issueNewSession(user.id);
}
