// The codec remembers tokens it verified: a remembered token is still checked for type and expiry,
// and a token that differs in any character is verified from scratch.
import { JwtCodec, type TokenClaims } from '../src/features/auth/jwt-codec';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = new Date('2026-11-21T12:00:00Z');
const iat = Math.floor(NOW.getTime() / 1000);
const claims = (over: Partial<TokenClaims> = {}): TokenClaims => ({ token_type: 'access', sub: '7', jti: 'j-1', fam: 'f-1', iat, exp: iat + 300, ...over });

describe('JwtCodec.verify', () => {
  it('accepts a token again and again, and still checks its type and expiry each time', () => {
    const codec = new JwtCodec(SECRET);
    const token = codec.sign(claims());
    expect(codec.verify(token, 'access', NOW)).toMatchObject({ sub: '7', jti: 'j-1', fam: 'f-1' });
    expect(codec.verify(token, 'access', NOW)).toMatchObject({ sub: '7' });
    expect(codec.verify(token, 'refresh', NOW)).toBeNull();
    expect(codec.verify(token, 'access', new Date(NOW.getTime() + 301_000))).toBeNull();
    expect(codec.verify(token, 'access', new Date(NOW.getTime() + 301_000), { allowExpired: true })).toMatchObject({ sub: '7' });
  });

  it('refuses a tampered copy of a token it has verified', () => {
    const codec = new JwtCodec(SECRET);
    const token = codec.sign(claims());
    expect(codec.verify(token, 'access', NOW)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify(claims({ sub: '8' }))).toString('base64url');
    expect(codec.verify(`${header}.${otherPayload}.${signature}`, 'access', NOW)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(codec.verify(`${token.split('.').slice(0, 2).join('.')}.${flipped}`, 'access', NOW)).toBeNull();
    expect(codec.verify(`${token} `, 'access', NOW)).toBeNull();
  });

  it('refuses a token signed with another secret, and keeps verifying once it has seen many tokens', () => {
    const codec = new JwtCodec(SECRET);
    expect(codec.verify(new JwtCodec(`${SECRET}-other`).sign(claims()), 'access', NOW)).toBeNull();
    const tokens = Array.from({ length: 1500 }, (_, i) => codec.sign(claims({ jti: `j-${i}` })));
    tokens.forEach((token, i) => expect(codec.verify(token, 'access', NOW)?.jti).toBe(`j-${i}`));
    expect(codec.verify(tokens[0], 'access', NOW)?.jti).toBe('j-0');
    expect(codec.verify(tokens[1499], 'access', NOW)?.jti).toBe('j-1499');
  });
});
