// How each microbe changed from one result to the next, in words and numbers: "Lactobacillus
// crispatus rose from 2% to 61%", "... fell from ... to ...", "... stayed at ...", "... appeared
// (61%)", "... no longer detected (was 2%)". Percents are rounded as My Results shows them, and a
// microbe "stayed" when both rounded values read the same, so the words never contradict the numbers.
import type { MicrobeClassification } from '@flora/shared/domain';
import { percent, type MicrobeShare } from '../../lib/abundance';

export type ChangeKind = 'rose' | 'fell' | 'stayed' | 'appeared' | 'gone';

export interface MicrobeChange {
  name: string;
  classification: MicrobeClassification;
  /** Percent of the earlier sample; null when the lab did not find it then. */
  before: number | null;
  /** Percent of the later sample; null when the lab did not find it then. */
  after: number | null;
  kind: ChangeKind;
  /** after - before in percentage points (a missing value counts as 0). */
  delta: number;
}

/** The value a reader sees (one decimal at most), as a number to compare. */
const shown = (value: number) => Math.round(value * 10) / 10;

function kindOf(before: number | null, after: number | null): ChangeKind {
  if (before === null) return 'appeared';
  if (after === null) return 'gone';
  if (shown(after) > shown(before)) return 'rose';
  if (shown(after) < shown(before)) return 'fell';
  return 'stayed';
}

/**
 * Every microbe of either result, the biggest change first (ties by name). A microbe's
 * classification is the later result's (the earlier one's when it is gone).
 */
export function microbeChanges(before: readonly MicrobeShare[], after: readonly MicrobeShare[]): MicrobeChange[] {
  const earlier = new Map(before.map((m) => [m.name, m]));
  const later = new Map(after.map((m) => [m.name, m]));
  const names = [...new Set([...later.keys(), ...earlier.keys()])];
  return names
    .map((name) => {
      const was = earlier.get(name)?.relative_abundance ?? null;
      const now = later.get(name)?.relative_abundance ?? null;
      return {
        name,
        classification: (later.get(name) ?? earlier.get(name))!.classification,
        before: was,
        after: now,
        kind: kindOf(was, now),
        delta: (now ?? 0) - (was ?? 0),
      };
    })
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.name.localeCompare(b.name));
}

/** The change as one sentence, e.g. "Lactobacillus crispatus rose from 2% to 61%". */
export function changeInWords({ name, before, after, kind }: MicrobeChange): string {
  switch (kind) {
    case 'appeared':
      return `${name} appeared (${percent(after!)})`;
    case 'gone':
      return `${name} no longer detected (was ${percent(before!)})`;
    case 'stayed':
      return `${name} stayed at ${percent(after!)}`;
    default:
      return `${name} ${kind} from ${percent(before!)} to ${percent(after!)}`;
  }
}

/** The change in percentage points, signed: "+59%", "−1.4%", "0%" (a real minus sign). */
export function signedChange(delta: number): string {
  const value = shown(delta);
  if (value === 0) return '0%';
  return value > 0 ? `+${percent(value)}` : `\u2212${percent(-value)}`;
}
