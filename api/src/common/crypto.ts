import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (32 bytes by default). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** One-way digest used to store one-time tokens: the plain token is never stored. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
