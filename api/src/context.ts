// What the feature plugins share: the database, the clock, the mailer and the cross-cutting
// services. Built once by buildApp and handed to each plugin as its options.
import type { Kysely } from 'kysely';
import type { Clock } from './common/clock';
import type { OneTimeTokens } from './common/one-time-tokens';
import type { Limit, RateLimiter, Throttle } from './common/rate-limiter';
import type { Database } from './db/schema';
import type { TokenService } from './features/auth';
import type { Mailer } from './features/email';
import type { Readiness } from './features/health';
import type { PhotoIdStore } from './features/intake';

export interface RateLimitSettings {
  /** Sign-in attempts per (account, client address): the tight limit (a success clears it). */
  loginPerAccountAndAddress: Limit;
  /** Sign-in attempts per account from any address: free ones, then growing delays (a success clears it). */
  loginPerAccount: Throttle;
  /** Failed sign-ins per client address across accounts (credential stuffing). */
  loginPerAddress: Limit;
  /** Wrong current passwords in My Account's password change, per account. */
  passwordChangePerAccount: Limit;
  /** Password-reset requests per client address (answers 429 beyond). */
  passwordResetPerAddress: Limit;
  /** Password-reset emails per account (silently not sent beyond: no account enumeration). */
  passwordResetPerAccount: Limit;
  /** Verification emails a signed-in user may ask for. */
  verificationEmailPerUser: Limit;
  /** Accounts registered per client address (each emails an address the caller chose). */
  registrationsPerAddress: Limit;
  /** Unknown kit codes an account may try to activate (kit codes are not to be guessed). */
  unknownKitCodesPerAccount: Limit;
  /** Photo ID uploads per account (each is decoded and re-encoded: CPU and memory). */
  photoIdUploadsPerAccount: Limit;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAccountAndAddress: { max: 5, windowMs: 15 * MINUTE },
  loginPerAccount: { free: 10, windowMs: 15 * MINUTE, delaysMs: [1, 2, 4, 8, 16, 30, 60].map((s) => s * SECOND) },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  passwordChangePerAccount: { max: 5, windowMs: 15 * MINUTE },
  passwordResetPerAddress: { max: 10, windowMs: 60 * MINUTE },
  passwordResetPerAccount: { max: 3, windowMs: 60 * MINUTE },
  verificationEmailPerUser: { max: 5, windowMs: 60 * MINUTE },
  registrationsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  unknownKitCodesPerAccount: { max: 20, windowMs: 60 * MINUTE },
  photoIdUploadsPerAccount: { max: 20, windowMs: 60 * MINUTE },
};

export interface AppContext {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  oneTimeTokens: OneTimeTokens;
  tokens: TokenService;
  limits: RateLimitSettings;
  /** Where the photos of patients' IDs are kept (features/intake/photo-id-store.ts). */
  photoIds: PhotoIdStore;
  frontendUrl: string;
  envName: string;
  /** Draining to stop: /api/ready answers 503 (features/health). */
  readiness: Readiness;
}

export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * MINUTE;
export const PASSWORD_RESET_TTL_MS = 60 * MINUTE;
