// What the STI + expanded PCR panel found (GET /api/v1/user-tests/{hash}/ pcr_findings), as the
// results page reads it: pending (null: the lab has not reported the panel), and which targets were
// detected. The names come from the API (one source for the page, the PDF and the API reference).
import type { FoundUserTest } from '../../lib/api/user-test';

export type PcrFindings = FoundUserTest['pcr_findings'];
export type PcrFinding = NonNullable<PcrFindings>[number];

/** The names of the detected targets, in the panel's order. */
export const detectedNames = (findings: readonly PcrFinding[]): string[] => findings.filter((f) => f.detected).map((f) => f.name);

/** "Chlamydia", "Chlamydia and Trichomonas", "Chlamydia, Gonorrhea and Trichomonas". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
