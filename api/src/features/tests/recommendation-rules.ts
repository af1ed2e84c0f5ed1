// Which treatments answer which finding (the team's mapping, documented in the API):
//   BV    -> ba-14 (boric acid) and soo-3 (soothing cream); program bv-treatment-program, $159
//   Yeast -> af-1 (antifungal)
//   every result -> op-4 (vaginal probiotic) as the routine essential
// Ungated Rx (no results needed) answers the symptoms reported in the health history:
//   odor, discharge -> ba-14; itching, burning -> af-1; irritation -> soo-3; dryness -> est-1.
import type { Condition } from './results-interpretation';

export const CONDITION_TREATMENTS: Readonly<Record<Condition, readonly string[]>> = {
  BV: ['ba-14', 'soo-3'],
  Yeast: ['af-1'],
};

export const PROGRAMS: Readonly<Partial<Record<Condition, { slug: string; bundle_price_cents: number }>>> = {
  BV: { slug: 'bv-treatment-program', bundle_price_cents: 15900 },
};

/** The treatments a program holds: those of the condition it treats (a consult bought as a program selects them). */
export const programTreatments = (slug: string): readonly string[] =>
  (Object.keys(PROGRAMS) as Condition[]).flatMap((c) => (PROGRAMS[c]?.slug === slug ? CONDITION_TREATMENTS[c] : []));

export const ROUTINE_ESSENTIALS = ['op-4'] as const;

export const SYMPTOMS = ['odor', 'discharge', 'itching', 'burning', 'irritation', 'dryness', 'none'] as const;
export type Symptom = (typeof SYMPTOMS)[number];

export const SYMPTOM_TREATMENTS: Readonly<Record<Symptom, readonly string[]>> = {
  odor: ['ba-14'],
  discharge: ['ba-14'],
  itching: ['af-1'],
  burning: ['af-1'],
  irritation: ['soo-3'],
  dryness: ['est-1'],
  none: [],
};

export const UNGATED_RX_TREATMENTS = ['ba-14', 'af-1', 'soo-3', 'est-1'] as const;

export const MALE_PARTNER_VOUCHER_SLUG = 'male-partner-treatment-voucher';

const unique = (slugs: Iterable<string>) => [...new Set(slugs)];

/** The treatments for the given conditions, each with the condition it answers (first one wins). */
export function treatmentsFor(conditions: readonly Condition[]): { slug: string; reason: Condition }[] {
  const out = new Map<string, Condition>();
  for (const c of conditions) for (const slug of CONDITION_TREATMENTS[c]) if (!out.has(slug)) out.set(slug, c);
  return [...out].map(([slug, reason]) => ({ slug, reason }));
}

export function programFor(conditions: readonly Condition[]): { slug: string; bundle_price_cents: number } | null {
  for (const c of conditions) if (PROGRAMS[c]) return PROGRAMS[c]!;
  return null;
}

export const ungatedTreatmentsFor = (symptoms: readonly Symptom[]): string[] => unique(symptoms.flatMap((s) => SYMPTOM_TREATMENTS[s]));

export interface CareEligibility {
  eligible_for_care: boolean;
  eligible_for_care_reason: string;
  eligible_for_a_la_care: boolean;
  recommended_program_slug: string | null;
  recommended_program_bundle_price_cents: number | null;
}

export const NOT_ELIGIBLE_REASON = 'Your results show no condition that needs treatment.';
export const A_LA_CARE_ONLY_REASON = 'Your results call for individual treatments rather than a full program.';

/** The care flags a result sets: a program means full care, any treatment means a-la-care. */
export function careEligibility(conditions: readonly Condition[]): CareEligibility {
  const program = programFor(conditions);
  const treatments = treatmentsFor(conditions);
  return {
    eligible_for_care: program !== null,
    eligible_for_care_reason: program ? '' : treatments.length ? A_LA_CARE_ONLY_REASON : NOT_ELIGIBLE_REASON,
    eligible_for_a_la_care: treatments.length > 0,
    recommended_program_slug: program?.slug ?? null,
    recommended_program_bundle_price_cents: program?.bundle_price_cents ?? null,
  };
}
