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

export class JwtCodec {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256' });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
      // Every request presents its token again: a token verified once is found by its hash
      // instead of being decoded and its signature recomputed. Expiry is still checked below.
      cache: 1000,
    }) as (token: string) => Record<string, unknown>;
  }

  sign(claims: TokenClaims): string {
    return this.signer({ ...claims });
  }

  /** The claims of a well-signed, unexpired token of the given type; null otherwise. */
  verify(token: string, type: TokenType, now: Date, { allowExpired = false } = {}): TokenClaims | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch {
      return null;
    }
    const { token_type, sub, jti, fam, iat, exp } = payload;
    if (token_type !== type || typeof sub !== 'string' || typeof jti !== 'string' || typeof fam !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (!allowExpired && exp * 1000 <= now.getTime()) return null;
    return { token_type: type, sub, jti, fam, iat, exp };
  }
}
