// Kit codes, the one place they are made (docs/security.md). A code is printed on the kit and typed
// by its owner, and knowing it is what attaches the kit: so it is 10 capitals and digits without
// look-alikes (no 0/O, no 1/I), a fixed prefix, then characters drawn from a CSPRNG (crypto.randomInt)
// — never sequential, and no code tells anything about another. Shop kits: FL + 8 (40 bits);
// provider-ordered kits: FLP + 7 (35 bits), always attached to their patient at once. Unknown-code
// guesses are limited per account (kits-service.ts). The demo seed's fixed codes are not made here.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findKit } from './kits-repository';
import { findTestByHash } from './tests-repository';

const KIT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KIT_CODE_LENGTH = 10;

/** FL: kits the shop sends; FLP: kits a provider orders for a patient. */
export type KitCodePrefix = 'FL' | 'FLP';

function randomKitCode(prefix: KitCodePrefix): string {
  let code = prefix;
  while (code.length < KIT_CODE_LENGTH) code += KIT_CODE_ALPHABET[randomInt(KIT_CODE_ALPHABET.length)];
  return code;
}

/** A random kit code no kit or test uses yet. */
export async function newKitCode(db: Kysely<Database>, prefix: KitCodePrefix): Promise<string> {
  for (;;) {
    const code = randomKitCode(prefix);
    if (!(await findKit(db, code)) && !(await findTestByHash(db, code))) return code;
  }
}
