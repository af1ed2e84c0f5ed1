// The microbes grouped by classification, as My Results' chart and table and Compare's shares all
// show them: the same groups, order and rounded numbers, so what a sighted reader and a screen-reader
// user get agree, and a percent reads the same on every screen of mf-results. The groups themselves
// (names, order, hints) are @flora/shared's, as the results PDF draws them.
import { MICROBE_GROUPS, type MicrobeClassification } from '@flora/shared/domain';

export interface MicrobeShare {
  name: string;
  classification: MicrobeClassification;
  relative_abundance: number;
}

export interface AbundanceGroup {
  classification: MicrobeClassification;
  label: string;
  hint: string;
  total: number;
  microbes: MicrobeShare[];
}

/**
 * Whether a result has shares to show: a lab result without microbes has none (all three 0), and
 * "0 % protective, 0 % disruptive" would read as a finding, so screens say the microbes were not
 * reported instead.
 */
export const sharesReported = (r: { protective_percent: number; variable_percent: number; disruptive_percent: number }): boolean =>
  r.protective_percent + r.variable_percent + r.disruptive_percent > 0;

/** What a screen says instead of shares that were not reported. */
export const NO_MICROBES_REPORTED = 'The lab did not report the microbes of this sample, so we cannot show how much of it is protective, variable or disruptive.';

/** One decimal at most: 61.25 → "61.3%", 80 → "80%". */
export const percent = (value: number): string => `${Math.round(value * 10) / 10}%`;

/** Every classification in a fixed order (empty ones too), each with its microbes most abundant first. */
export function groupByClassification(microbes: readonly MicrobeShare[]): AbundanceGroup[] {
  return MICROBE_GROUPS.map((group) => {
    const members = microbes
      .filter((m) => m.classification === group.classification)
      .sort((a, b) => b.relative_abundance - a.relative_abundance);
    return { ...group, total: members.reduce((sum, m) => sum + m.relative_abundance, 0), microbes: members };
  });
}
