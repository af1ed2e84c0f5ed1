// Login with email and password. Slows attackers down without letting them lock a patient out
// (issue 28; docs/security.md): a tight limit per (account, client address), a loose per-account
// throttle whose delays grow (so guesses spread over many addresses stay slow, while the patient
// waits at most a minute), and a loose limit per client address across accounts (credential
// stuffing). Every attempt is counted before the password is checked, in one statement per counter,
// so parallel guesses cannot slip past; a successful login gives its counts back.
import { tooManyRequests, unauthorized } from '../../common/http-errors';
import type { LimitState } from '../../common/rate-limiter';
import type { AppContext } from '../../context';
import { findUserByEmail, normalizeEmail, recordLogin } from '../user';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import type { TokenPair } from './token-service';

export const BAD_CREDENTIALS = 'No active account found with the given credentials';

/** The counters of one account's sign-ins (the email normalised: any spelling counts as one account). */
export const loginKeys = (email: string, address = '') => ({
  pair: `login:pair:${email}:${address}`,
  pairsOfAccount: `login:pair:${email}:`,
  account: `login:account:${email}`,
  address: `login:address:${address}`,
});

export async function login(ctx: AppContext, username: string, password: string, address: string): Promise<TokenPair> {
  const { rateLimiter: limiter, limits } = ctx;
  const keys = loginKeys(normalizeEmail(username), address);
  const pair = await limiter.consume(keys.pair, limits.loginPerAccountAndAddress);
  if (pair.blocked) throw tooMany(pair);
  const client = await limiter.consume(keys.address, limits.loginPerAddress);
  const account = client.blocked ? client : await limiter.throttle(keys.account, limits.loginPerAccount);
  if (client.blocked || account.blocked) {
    // Refused before any password check: this attempt is no failure of this pair or address.
    await limiter.refund(keys.pair);
    if (!client.blocked) await limiter.refund(keys.address);
    throw tooMany(client.blocked ? client : account);
  }

  const user = await findUserByEmail(ctx.db, normalizeEmail(username));
  const ok = user && user.isActive ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(BAD_CREDENTIALS);
  await Promise.all([limiter.reset(keys.pair), limiter.reset(keys.account), limiter.refund(keys.address)]);
  await recordLogin(ctx.db, user.id, ctx.clock.now());
  return ctx.tokens.issueNewSession(user.id);
}

function tooMany(state: LimitState) {
  return tooManyRequests(`Too many failed login attempts. Please try again in ${waitWords(state.retryAfterMs)}.`, state.retryAfterMs / 1000);
}

/** "45 seconds", "1 minute", "15 minutes": the wait, rounded up. */
export function waitWords(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
