// Customer-portal links: a random token per link, stored as a SHA-256 digest, valid for a short
// while and for one user only. The token is the capability: the browser opens the link in a new
// tab without a bearer header.
import type { Kysely } from 'kysely';
import { MINUTE } from '../../common/clock';
import { randomToken, sha256 } from '../../common/crypto';
import { notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { findPortalTokenUser, insertPortalToken } from './subscriptions-repository';

export const PORTAL_LINK_TTL_MS = 30 * MINUTE;
export const PORTAL_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const EXPIRED_LINK = 'This subscription link has expired or does not exist. Open Manage Subscription on Flora again.';

/** The portal page of a token (a path on this API). */
export const portalPath = (token: string) => `/api/v1/subscription/portal/${token}/`;

export async function issuePortalToken(db: Kysely<Database>, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + PORTAL_LINK_TTL_MS);
  await insertPortalToken(db, sha256(token), userId, now, expiresAt);
  return { token, expiresAt };
}

/** The user whose portal the token opens (404 when unknown or expired). */
export async function portalUserOf(db: Kysely<Database>, token: string, now: Date): Promise<number> {
  const userId = await findPortalTokenUser(db, sha256(token), now);
  if (userId === undefined) throw notFound(EXPIRED_LINK);
  return userId;
}

/** The token of a request's path parameters when it is a well-formed portal token (a refusal may come before validation). */
export function portalTokenIn(params: unknown): string | null {
  const token = params && typeof params === 'object' && 'token' in params ? params.token : null;
  return typeof token === 'string' && new RegExp(PORTAL_TOKEN_PATTERN).test(token) ? token : null;
}
