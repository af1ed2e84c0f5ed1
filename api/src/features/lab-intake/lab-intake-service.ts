// A lab-order intake is the address the lab order needs, one per test, created empty when the kit
// is attached. Its owner fills it in (PUT replaces it, PATCH changes the given fields) until the
// test's results are ready; then it is part of the finished lab order (409).

// Reads and writes that route files and other features use as they are.
export { createEmptyIntake, findIntakeIdOfTest } from './lab-intake-repository';

import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { type Address, ADDRESS_FIELDS, normalizeAddress } from './address-rules';
import { findIntakeOfUser, type LabOrderIntakeRow, updateIntakeAddress } from './lab-intake-repository';

export async function ownIntake(db: Kysely<Database>, userId: number, id: number): Promise<LabOrderIntakeRow> {
  const intake = await findIntakeOfUser(db, userId, id);
  if (!intake) throw notFound('No lab-order intake with this id.');
  return intake;
}

/** PUT gives every field (absent optional ones become null); PATCH only the fields it changes. */
export async function saveAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: Partial<Address>,
  mode: 'replace' | 'update',
  now: Date,
): Promise<LabOrderIntakeRow> {
  if (Object.keys(input).length === 0) throw badRequest('Give at least one address field to change.');
  const intake = await ownIntake(db, userId, id);
  const given = mode === 'replace' ? Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, input[f] ?? null])) : input;
  const changes = normalizeAddress(given);
  if (intake.test_status === 'ready') throw conflict('The results of this test are ready; its lab-order address can no longer change.');
  await updateIntakeAddress(db, intake.id, changes, now);
  return ownIntake(db, userId, id);
}
