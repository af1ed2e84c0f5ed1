// Voucher codes: MP-XXXX-XXXX-XXXX in Crockford base32 (no I, L, O or U, so nothing is misread),
// 12 random characters = 60 bits: unguessable, and short enough to read out or type.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'MP';
const BODY = /^[0-9A-HJKMNP-TV-Z]{12}$/;

export const VOUCHER_CODE_FORMAT = 'MP-XXXX-XXXX-XXXX';

const format = (body: string) => `${PREFIX}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;

export function newVoucherCode(): string {
  let body = '';
  for (let i = 0; i < 12; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return format(body);
}

/**
 * The canonical form of a typed code, or null when it cannot be one: case, spaces and hyphens do
 * not matter, and the look-alikes O, I and L read as 0, 1 and 1 (Crockford's rule).
 */
export function normalizeVoucherCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(PREFIX)) return null;
  const body = compact.slice(PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  return BODY.test(body) ? format(body) : null;
}
