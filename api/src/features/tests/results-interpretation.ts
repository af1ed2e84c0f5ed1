// What a result means: the VALENCIA community state type (CST) gives the state of the microbiome,
// the microbes behind it add named conditions. The team's reading (documented in the API):
//   CST I-A, I-B, II, V (Lactobacillus crispatus, gasseri, jensenii dominant)  -> optimal
//   CST III-A, III-B (Lactobacillus iners dominant)                            -> intermediate
//   CST IV-A, IV-B (BV-associated anaerobes)                                   -> disrupted, BV
//   CST IV-C0..IV-C4 (other diverse communities)                               -> disrupted
//   any Candida at 1% or more                                                  -> Yeast
// The types and their states are @flora/shared's domain (what each means, to each reader, is there too).
import type { FromSchema } from 'json-schema-to-ts';
import type { MicrobeClassification } from '../../db/schema';
import type { microbeSchema } from './tests-schemas';

export { infectionState, VALENCIA_TYPES, type InfectionState, type ValenciaType } from '@flora/shared/domain';

export const MICROBE_CLASSIFICATIONS: readonly MicrobeClassification[] = ['protective', 'disruptive', 'variable'];

export type Condition = 'BV' | 'Yeast';

export type Microbe = FromSchema<typeof microbeSchema>;

const YEAST_THRESHOLD_PERCENT = 1;

export function conditionsOf(valenciaType: string, microbes: readonly Microbe[]): Condition[] {
  const conditions: Condition[] = [];
  if (valenciaType === 'CST IV-A' || valenciaType === 'CST IV-B') conditions.push('BV');
  if (microbes.some((m) => /^candida\b/i.test(m.name) && m.relative_abundance >= YEAST_THRESHOLD_PERCENT)) conditions.push('Yeast');
  return conditions;
}

/** Percent of the sample per classification, rounded to one decimal. */
export function abundanceByClassification(microbes: readonly Microbe[]): Record<MicrobeClassification, number> {
  const sums: Record<MicrobeClassification, number> = { protective: 0, disruptive: 0, variable: 0 };
  for (const m of microbes) sums[m.classification] += m.relative_abundance;
  for (const k of MICROBE_CLASSIFICATIONS) sums[k] = Math.round(sums[k] * 10) / 10;
  return sums;
}
