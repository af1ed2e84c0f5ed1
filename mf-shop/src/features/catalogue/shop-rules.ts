// What the shop offers her, from the shared rules only (SPEC §4 shop eligibility kinds, treatment
// lock, product card states, §2.7 built paths, §2.9 the probiotic card). Pure: tested on its own.
import { paths } from '@flora/shared';
import {
  isTreatmentLocked,
  type MembershipChoices,
  membershipNotForSaleReason,
  isTreatmentUnavailable,
  PROBIOTIC_SLUG,
  type CareEligibilityState,
  type Consult,
  type ShopEligibilityKind,
  type TreatmentAvailability,
} from '@flora/shared/domain';
import type { ShopProduct } from './api/shop-products';

export type ShopSection = 'treatments' | 'care';

/** Treatments and the program are Shop Treatments; routine essentials, care products, the voucher and tests Shop Care. */
export const sectionOf = (product: Pick<ShopProduct, 'kind'>): ShopSection =>
  product.kind === 'treatment' || product.kind === 'bundle' ? 'treatments' : 'care';

export const isTest = (product: Pick<ShopProduct, 'kind'>): boolean => product.kind === 'test';

/** Whether she may buy a treatment (or a membership) now, and when not, why (shown on its card). */
export type TreatmentOffer = { buyable: true } | { buyable: false; status: 'Locked' | 'Unavailable' | 'Not for you yet' | 'Member'; reason: string };

const OFFER_REASONS = {
  locked: 'Locked while a clinician reviews your consultation. It is part of your treatment in progress.',
  unavailable: 'Not available right now.',
  noResults: 'Treatments open once a test result qualifies you for care.',
  program: 'The full program needs a result eligible for the care program; single treatments are open to you.',
} as const;

/**
 * A treatment's offer (first match wins): locked by a consult in progress; outside the treatments on
 * offer (for the ungated kind, the ungated Rx ones); no eligibility at all ('empty'); the program
 * (a bundle) only for vaginitis-mixed. Products other than treatments are always buyable.
 */
export function treatmentOffer(input: {
  product: Pick<ShopProduct, 'kind' | 'slug'>;
  kind: ShopEligibilityKind;
  careState: CareEligibilityState | null;
  inProgressConsult: Pick<Consult, 'selected_treatments' | 'is_pre_submit'> | null;
  availability: Pick<TreatmentAvailability, 'all_available_treatments'> | null;
}): TreatmentOffer {
  const { product, kind, careState, inProgressConsult, availability } = input;
  if (sectionOf(product) !== 'treatments') return { buyable: true };
  if (isTreatmentLocked(product.slug, careState, inProgressConsult)) return { buyable: false, status: 'Locked', reason: OFFER_REASONS.locked };
  if (product.kind === 'treatment' && isTreatmentUnavailable(product.slug, offeredSlugs(kind, availability))) {
    return { buyable: false, status: 'Unavailable', reason: OFFER_REASONS.unavailable };
  }
  if (kind === 'empty') return { buyable: false, status: 'Not for you yet', reason: OFFER_REASONS.noResults };
  if (product.kind === 'bundle' && kind !== 'vaginitis-mixed') return { buyable: false, status: 'Not for you yet', reason: OFFER_REASONS.program };
  return { buyable: true };
}

/** A membership card: sold only to someone without a membership in effect (a member changes or resumes hers in My Account). */
export function membershipOffer(membership: MembershipChoices | null): TreatmentOffer {
  const reason = membershipNotForSaleReason(membership);
  return reason ? { buyable: false, status: 'Member', reason } : { buyable: true };
}

/** The treatments on offer: the ungated Rx group for the ungated kind, else every group. */
function offeredSlugs(kind: ShopEligibilityKind, availability: Pick<TreatmentAvailability, 'all_available_treatments'> | null): Set<string> {
  const groups = availability?.all_available_treatments ?? {};
  const chosen = kind === 'ungated' ? [groups['ungated-rx']] : Object.values(groups);
  return new Set(chosen.flatMap((g) => g?.treatment_slugs ?? []));
}

/** The product's page: treatments and the program at /care/shop/treatment/..., tests at /care/shop/test/...; by pdp_slug when it has one. */
export function productPagePath(product: Pick<ShopProduct, 'kind' | 'slug' | 'pdp_slug'>): string {
  if (isTest(product)) return product.pdp_slug ? paths.shop.testPdp(product.pdp_slug) : paths.shop.test(product.slug);
  return product.pdp_slug ? paths.shop.treatmentPdp(product.pdp_slug) : paths.shop.treatment(product.slug);
}

/**
 * The legacy product page (the newPDP flag off): the slug-addressed path, /care/shop/treatment/{slug}/,
 * opened in a new tab (SPEC §2.9).
 */
export const legacyProductPagePath = (product: Pick<ShopProduct, 'kind' | 'slug'>): string =>
  isTest(product) ? paths.shop.test(product.slug) : paths.shop.treatment(product.slug);

export const isProbiotic = (product: Pick<ShopProduct, 'slug'>): boolean => product.slug === PROBIOTIC_SLUG;

/** The probiotic's promo image, served by the API (no outside hosts). */
export const PROBIOTIC_PROMO_IMAGE = '/api/static/products/op-4-promo.svg';

/** The product whose page a path names: by pdp_slug (…/product/{pdpSlug}) or by slug, of the page's kind. */
export function findProductForPage(
  products: readonly ShopProduct[],
  page: { type: 'treatment' | 'test'; pdpSlug?: string; slug?: string },
): ShopProduct | null {
  const ofType = products.filter((p) => (page.type === 'test' ? isTest(p) : sectionOf(p) === 'treatments' || p.kind === 'routine-essential'));
  if (page.pdpSlug) return ofType.find((p) => p.pdp_slug === page.pdpSlug) ?? null;
  return ofType.find((p) => p.slug === page.slug) ?? null;
}
