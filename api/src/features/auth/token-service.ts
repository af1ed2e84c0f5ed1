// Access and refresh tokens: issue, rotate (with reuse detection), revoke, authenticate.
//
// - Access token: JWT HS256, 15 minutes, claims sub (user id), jti, fam (refresh family), exp.
// - Refresh token: JWT HS256, 7 days, one-time use. Each login starts a family; every refresh
//   uses the presented token and issues the next one in the same family.
// - Reuse detection: a refresh token presented again within the grace window (10 s: two tabs
//   refreshing at once) gets the very pair its first use got (never a second live token: issue 28);
//   presented later, it is treated as stolen and the whole family is revoked, which also refuses
//   every access token of that family.

// Reads and writes that route files and other features use as they are.
export { createTokenRepository } from './token-repository';

import { randomUUID } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import type { Clock } from '../../common/clock';
import { INVALID_ACCESS, unauthorized } from '../../common/http-errors';
import type { tokenPairResponse } from '../../schemas/common';
import type { JwtCodec, TokenClaims } from './jwt-codec';
import type { IssuedRefreshToken, TokenRepository } from './token-repository';
import type { SessionUser } from '../user';

export type TokenPair = FromSchema<typeof tokenPairResponse>;

export interface TokenSettings {
  accessTtlMs: number;
  refreshTtlMs: number;
  reuseGraceMs: number;
}

export const DEFAULT_TOKEN_SETTINGS: TokenSettings = {
  accessTtlMs: 15 * 60 * 1000,
  refreshTtlMs: 7 * 24 * 60 * 60 * 1000,
  reuseGraceMs: 10 * 1000,
};

const INVALID_REFRESH = 'Token is invalid or expired';

export interface AccessIdentity {
  user: SessionUser;
  jti: string;
  familyId: string;
}

export class TokenService {
  constructor(
    private readonly repo: TokenRepository,
    private readonly codec: JwtCodec,
    private readonly clock: Clock,
    /** Whether the user may still hold tokens (exists and is active). */
    private readonly userIsActive: (userId: number) => Promise<boolean>,
    private readonly settings: TokenSettings = DEFAULT_TOKEN_SETTINGS,
  ) {}

  /** A new session (login, registration): a new refresh family and its first pair. */
  async issueNewSession(userId: number): Promise<TokenPair> {
    const familyId = randomUUID();
    await this.repo.createFamily(familyId, userId, this.clock.now());
    return this.issuePair(userId, familyId);
  }

  async rotate(refreshToken: string): Promise<TokenPair> {
    const now = this.clock.now();
    const claims = this.codec.verify(refreshToken, 'refresh', now);
    if (!claims) throw unauthorized(INVALID_REFRESH);
    let row = await this.repo.findRefreshToken(claims.jti);
    if (!row || row.familyId !== claims.fam || String(row.userId) !== claims.sub) throw unauthorized(INVALID_REFRESH);
    if (row.familyRevokedAt) throw unauthorized(INVALID_REFRESH);
    if (!(await this.userIsActive(row.userId))) throw unauthorized(INVALID_REFRESH);

    if (!row.usedAt) {
      const successor = this.newRefreshToken(row.userId, row.familyId);
      if (await this.repo.replaceRefreshToken(row.jti, successor, now)) return this.sign(successor);
      row = (await this.repo.findRefreshToken(row.jti))!; // a parallel request won: answer as it did
    }
    if (now.getTime() - new Date(row.usedAt!).getTime() > this.settings.reuseGraceMs) {
      await this.repo.revokeFamily(row.familyId, 'reuse', now);
      throw unauthorized(INVALID_REFRESH);
    }
    const successor = row.replacedBy ? await this.repo.findRefreshToken(row.replacedBy) : undefined;
    if (!successor || successor.familyRevokedAt) throw unauthorized(INVALID_REFRESH);
    return this.sign(successor);
  }

  /** Revokes the refresh token's family and the access token, whatever is verifiably ours. */
  async logout(refreshToken: string, accessToken?: string): Promise<void> {
    const now = this.clock.now();
    const refresh = this.codec.verify(refreshToken, 'refresh', now, { allowExpired: true });
    if (refresh) await this.repo.revokeFamily(refresh.fam, 'logout', now);
    const access = accessToken ? this.codec.verify(accessToken, 'access', now) : null;
    if (access) {
      await this.repo.revokeFamily(access.fam, 'logout', now);
      await this.repo.revokeAccessToken(
        { jti: access.jti, userId: Number(access.sub), expiresAt: new Date(access.exp * 1000) },
        now,
      );
    }
  }

  async revokeAllSessions(userId: number, reason: string): Promise<void> {
    await this.repo.revokeAllFamiliesOfUser(userId, reason, this.clock.now());
  }

  /** Signs the user out everywhere except the session (refresh family) given. */
  async revokeOtherSessions(userId: number, keepFamilyId: string, reason: string): Promise<void> {
    await this.repo.revokeOtherFamiliesOfUser(userId, keepFamilyId, reason, this.clock.now());
  }

  /** The active user behind a Bearer access token; throws 401 when it is not (or no longer) valid. */
  async authenticate(accessToken: string): Promise<AccessIdentity> {
    const claims = this.codec.verify(accessToken, 'access', this.clock.now());
    if (!claims) throw unauthorized(INVALID_ACCESS);
    const user = await this.repo.findAccessHolder(Number(claims.sub), claims.fam, claims.jti);
    if (!user) throw unauthorized(INVALID_ACCESS);
    return { user, jti: claims.jti, familyId: claims.fam };
  }

  private async issuePair(userId: number, familyId: string): Promise<TokenPair> {
    const token = this.newRefreshToken(userId, familyId);
    await this.repo.insertRefreshToken(token);
    return this.sign(token);
  }

  /** A new refresh token (not stored yet) and the id of the access token that goes with it. */
  private newRefreshToken(userId: number, familyId: string): IssuedRefreshToken {
    const now = this.clock.now();
    return {
      jti: randomUUID(),
      familyId,
      userId,
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.settings.refreshTtlMs).toISOString(),
      accessJti: randomUUID(),
    };
  }

  /** The pair of a stored refresh token; signing it again gives the same two strings. */
  private sign(token: IssuedRefreshToken): TokenPair {
    if (!token.accessJti) throw unauthorized(INVALID_REFRESH); // issued before migration 0031
    const issuedMs = new Date(token.issuedAt).getTime();
    const common = { sub: String(token.userId), fam: token.familyId, iat: Math.floor(issuedMs / 1000) };
    const refreshClaims: TokenClaims = {
      token_type: 'refresh',
      ...common,
      jti: token.jti,
      exp: Math.floor(new Date(token.expiresAt).getTime() / 1000),
    };
    const accessClaims: TokenClaims = {
      token_type: 'access',
      ...common,
      jti: token.accessJti,
      exp: Math.floor((issuedMs + this.settings.accessTtlMs) / 1000),
    };
    return { access: this.codec.sign(accessClaims), refresh: this.codec.sign(refreshClaims) };
  }
}
