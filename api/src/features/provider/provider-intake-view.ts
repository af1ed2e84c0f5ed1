// The provider intake as the API answers it: every practice field (null when empty), what is still
// missing for verification, and the verification state.
import { INTAKE_FIELDS, type IntakeField, intakeProperties, missingForVerification, type ProviderIntake } from './provider-intake-rules';
import type { ProfileRow } from './provider-repository';

export interface IntakeView extends ProviderIntake {
  missing_for_verification: IntakeField[];
  is_complete: boolean;
  is_verified: boolean;
  verified_at: string | null;
  updated_at: string | null;
}

export function toIntakeView(profile: ProfileRow | undefined, verified: boolean): IntakeView {
  const fields = Object.fromEntries(INTAKE_FIELDS.map((f) => [f, profile?.[f] ?? null])) as ProviderIntake;
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

export const intakeSchema = {
  type: 'object',
  properties: {
    ...intakeProperties,
    missing_for_verification: { type: 'array', items: { type: 'string' }, description: 'Required fields still empty; verification needs none.' },
    is_complete: { type: 'boolean' },
    is_verified: { type: 'boolean' },
    verified_at: { type: ['string', 'null'] },
    updated_at: { type: ['string', 'null'], description: 'null until the intake is first saved.' },
  },
  required: [...INTAKE_FIELDS, 'missing_for_verification', 'is_complete', 'is_verified', 'verified_at', 'updated_at'],
} as const;
