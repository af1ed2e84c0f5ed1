// argon2id password hashing (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is a const enum (erased at runtime): 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS as never);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email is not faster to answer. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('flora-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
