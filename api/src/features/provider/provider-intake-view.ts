// The provider intake as the API answers it: every practice field (null when empty), what is still
// missing for verification, and the verification state.
import type { FromSchema } from 'json-schema-to-ts';
import { INTAKE_FIELDS, type IntakeField, missingForVerification } from './provider-intake-rules';
import type { intakeSchema } from './provider-schemas';
import type { ProfileRow } from './provider-repository';

export type IntakeView = FromSchema<typeof intakeSchema>;

export function toIntakeView(profile: ProfileRow | undefined, verified: boolean): IntakeView {
  const fields = Object.fromEntries(INTAKE_FIELDS.map((f) => [f, profile?.[f] ?? null])) as Pick<IntakeView, IntakeField>;
  const missing = missingForVerification(fields);
  return {
    ...fields,
    missing_for_verification: missing,
    is_complete: missing.length === 0,
    is_verified: verified,
    verified_at: profile?.verified_at ?? null,
    updated_at: profile?.updated_at ?? null,
  };
}
