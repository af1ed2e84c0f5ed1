// Treatment lock and unavailability (SPEC §4 treatment lock).
import type { Consult, TreatmentAvailability } from './care-entities';
import type { CareEligibilityState } from './care-eligibility';

/**
 * Locked while a consult is in progress (care state consult-in-progress) and either that consult
 * selected the treatment or it is past pre-submit. No in-progress consult: not locked.
 */
export function isTreatmentLocked(
  slug: string,
  careState: CareEligibilityState | null | undefined,
  inProgressConsult: Pick<Consult, 'selected_treatments' | 'is_pre_submit'> | null | undefined,
): boolean {
  if (careState !== 'consult-in-progress' || !inProgressConsult) return false;
  return !inProgressConsult.is_pre_submit || inProgressConsult.selected_treatments.some((t) => t.slug === slug);
}

/** Every slug in all_available_treatments. */
export const availableTreatmentSlugs = (
  availability: Pick<TreatmentAvailability, 'all_available_treatments'> | null | undefined,
): Set<string> => new Set(Object.values(availability?.all_available_treatments ?? {}).flatMap((g) => g.treatment_slugs));

/** Unavailable when not in the available products set. */
export const isTreatmentUnavailable = (slug: string, available: ReadonlySet<string> | readonly string[]): boolean =>
  !(Array.isArray(available) ? available.includes(slug) : (available as ReadonlySet<string>).has(slug));
