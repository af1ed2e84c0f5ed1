// Prescription groups for refills (SPEC §4 prescription groups).
import type { Prescription } from './care-entities';

type Rx = Pick<
  Prescription,
  'product' | 'is_refillable_product' | 'refills_remaining' | 'is_otc_product' | 'is_disabled_for_refill'
>;

/** Refillable, none left, not disabled. */
const hasNoRefillsRemaining = (p: Rx): boolean =>
  p.is_refillable_product && p.refills_remaining === 0 && !p.is_disabled_for_refill;

/** Prescription (non-OTC), refillable, refills left, not disabled. */
const hasRefills = (p: Rx): boolean =>
  !p.is_otc_product && p.is_refillable_product && p.refills_remaining > 0 && !p.is_disabled_for_refill;

/** Disabled for refill, or neither refillable nor OTC. */
const isNotRefillable = (p: Rx): boolean =>
  p.is_disabled_for_refill || (!p.is_refillable_product && !p.is_otc_product);

/** Over the counter and not disabled. */
const isAlwaysRefillable = (p: Rx): boolean => p.is_otc_product && !p.is_disabled_for_refill;

interface PrescriptionGroups<T extends Rx = Prescription> {
  noRefillsRemaining: T[];
  withRefills: T[];
  notRefillable: T[];
  alwaysRefillable: T[];
}

/** The four groups of SPEC §4; they may overlap (an OTC product that is refillable with none left is in two). */
export function groupPrescriptions<T extends Rx>(prescriptions: readonly T[] | null | undefined): PrescriptionGroups<T> {
  const all = prescriptions ?? [];
  return {
    noRefillsRemaining: all.filter(hasNoRefillsRemaining),
    withRefills: all.filter(hasRefills),
    notRefillable: all.filter(isNotRefillable),
    alwaysRefillable: all.filter(isAlwaysRefillable),
  };
}
