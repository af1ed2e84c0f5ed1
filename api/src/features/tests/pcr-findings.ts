// The STI + expanded PCR panel (add-on vpcr-add-on) and its findings. The team's decision: the panel
// reports the four sexually transmitted infections a clinician treats with a short course of
// medicine, each detected or not detected (a qualitative PCR result; no amounts):
//   chlamydia              Chlamydia trachomatis
//   gonorrhea              Neisseria gonorrhoeae
//   trichomonas            Trichomonas vaginalis
//   mycoplasma_genitalium  Mycoplasma genitalium
// Not HSV-2 (no cure; a swab PCR only reads a sore) nor ureaplasma (usually not treated). The lab
// reports every target at once, with the results (POST /api/internal/lab/tests/{hash}/results/).
import type { FromSchema } from 'json-schema-to-ts';
import { badRequest } from '../../common/http-errors';
import type { pcrFindingSchema, pcrFindingsInputSchema } from './tests-schemas';

export const PCR_TARGETS = ['chlamydia', 'gonorrhea', 'trichomonas', 'mycoplasma_genitalium'] as const;
export type PcrTarget = (typeof PCR_TARGETS)[number];

/** How a person reads each target's name (the results page, the PDF). */
export const PCR_TARGET_NAMES: Record<PcrTarget, string> = {
  chlamydia: 'Chlamydia',
  gonorrhea: 'Gonorrhea',
  trichomonas: 'Trichomonas',
  mycoplasma_genitalium: 'Mycoplasma genitalium',
};

export type PcrFindingInput = FromSchema<typeof pcrFindingsInputSchema>[number];
export type PcrFinding = FromSchema<typeof pcrFindingSchema>;

/** The panel is reported whole: every target once (400 {detail, field: 'pcr_findings'} otherwise). */
export function checkPcrFindings(findings: readonly PcrFindingInput[]): void {
  const seen = new Set<string>();
  for (const f of findings) {
    if (seen.has(f.target)) throw badRequest(`The target "${f.target}" is listed twice.`, 'pcr_findings');
    seen.add(f.target);
  }
  const missing = PCR_TARGETS.filter((t) => !seen.has(t));
  if (missing.length > 0) throw badRequest(`The panel is reported whole: missing ${missing.join(', ')}.`, 'pcr_findings');
}

/** In the panel's order, with each target's name. */
export function toPcrFindings(rows: readonly PcrFindingInput[]): PcrFinding[] {
  return [...rows]
    .sort((a, b) => PCR_TARGETS.indexOf(a.target) - PCR_TARGETS.indexOf(b.target))
    .map((r) => ({ target: r.target, name: PCR_TARGET_NAMES[r.target] ?? r.target, detected: r.detected }));
}
