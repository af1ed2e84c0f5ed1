// A lab-order intake's address as the API answers it (the shape: intakeAddressSchema).
import { type Address, ADDRESS_FIELDS, REQUIRED_FIELDS } from './address-rules';
import type { LabOrderIntakeRow } from './lab-intake-repository';

export function toIntakeAddressView(row: LabOrderIntakeRow) {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, row[f]])) as Address;
  return {
    id: row.id,
    test_hash: row.test_hash,
    ...address,
    is_complete: REQUIRED_FIELDS.every((f) => address[f] !== null),
    updated_at: row.updated_at,
  };
}
