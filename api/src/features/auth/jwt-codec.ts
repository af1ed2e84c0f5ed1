// Signs and checks the JWTs (HS256). Expiry is checked against the injected clock, not the
// library's, so tests can move time.
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  /** User id, as a string. */
  sub: string;
  jti: string;
  /** The refresh-token family this token belongs to (access tokens carry it too). */
  fam: string;
  iat: number;
  exp: number;
}

/** Tokens whose signature was checked, kept by the token itself (the newest are kept). */
const VERIFIED_CACHE_SIZE = 1000;

export class JwtCodec {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;
  // Every request presents its token again: a token verified once is looked up instead of being
  // decoded and its signature recomputed (fast-jwt's own cache hashes each token with SHA-256 first,
  // which cost as much as a database read). Expiry and type are still checked on every call.
  private readonly verified = new Map<string, Record<string, unknown>>();

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256' });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
    }) as (token: string) => Record<string, unknown>;
  }

  sign(claims: TokenClaims): string {
    return this.signer({ ...claims });
  }

  /** The claims of a well-signed, unexpired token of the given type; null otherwise. */
  verify(token: string, type: TokenType, now: Date, { allowExpired = false } = {}): TokenClaims | null {
    let payload = this.verified.get(token);
    if (!payload) {
      try {
        payload = this.verifier(token);
      } catch {
        return null;
      }
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, payload);
    }
    const { token_type, sub, jti, fam, iat, exp } = payload;
    if (token_type !== type || typeof sub !== 'string' || typeof jti !== 'string' || typeof fam !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (!allowExpired && exp * 1000 <= now.getTime()) return null;
    return { token_type: type, sub, jti, fam, iat, exp };
  }
}
