// The rules of a patient's consults: starting one of the four types, choosing the pharmacy, paying
// for it, cross-selling care products, refilling prescriptions and finding a consult by its order.

// Reads and writes that route files and other features use as they are.
export { activeProductKinds, findConsultByCheckout, findConsultByUid, findConsultOfUser, insertConsult, listConsultsOfType, listConsultsOfUser, loadConsultParts, moveConsultStatus } from './consults-repository';
export type { ConsultRow } from './consults-repository';

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { badRequest, conflict, forbidden, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { listActiveProducts } from '../products';
import type { SessionUser } from '../user';
import { startCheckout } from '../checkout';
import { CLOSED, type ConsultType, PRE_SUBMIT } from './consult-status';
import type { ConsultView, CreateConsultInput, RecommendedProducts } from './consult-schemas';
import { toConsultView } from './consult-view';
import {
  activeProductKinds,
  type ConsultRow,
  findConsultOfUser,
  findTestOfUser,
  insertConsult,
  listConsultsOfType,
  loadConsultParts,
  type PrescriptionRow,
  setPharmacyType,
} from './consults-repository';

/** SPEC §5: treatment eligibility is limited to 21 days after receiving results. */
export const TREATMENT_WINDOW_DAYS = 21;
export const MALE_PARTNER_VOUCHER = 'male-partner-treatment-voucher';
export const PROBIOTIC = 'op-4';
/** The purchase type a consult of each type is created with. */
export const PURCHASE_TYPE: Record<ConsultType, string> = {
  vaginitis: 'a-la-care',
  'ungated-rx': 'ungated-rx',
  sti: 'sti',
  'male-partner': 'male-partner',
};

export async function presentConsult(db: Kysely<Database>, row: ConsultRow): Promise<ConsultView> {
  return toConsultView(row, await loadConsultParts(db, [row.id]));
}

export async function consultOfUser(db: Kysely<Database>, userId: number, uid: string): Promise<ConsultRow> {
  const row = await findConsultOfUser(db, userId, uid);
  if (!row) throw notFound('No such consult.');
  return row;
}

const isOpen = (c: ConsultRow) => !CLOSED.includes(c.status);

async function ownTest(db: Kysely<Database>, userId: number, hash: string | undefined) {
  if (hash === undefined) return undefined;
  const test = await findTestOfUser(db, userId, hash);
  if (!test) throw notFound('No such test.');
  return test;
}

async function validTreatments(db: Kysely<Database>, slugs: string[] | undefined): Promise<string[]> {
  if (!slugs?.length) throw badRequest('Select at least one treatment.', 'selected_treatments');
  const kinds = await activeProductKinds(db);
  const wrong = slugs.find((s) => kinds.get(s) !== 'treatment');
  if (wrong) throw badRequest(`Unknown treatment: ${wrong}.`, 'selected_treatments');
  return [...new Set(slugs)];
}

function refuseField(input: CreateConsultInput, field: 'test_hash' | 'selected_treatments') {
  if (input[field] !== undefined) throw badRequest(`A ${input.type} consult does not take ${field}.`, field);
}

/**
 * Starts a consult in status IN. Answers `created: false` with the existing consult when an open sti
 * consult of the same test exists (STI creation is retried by the client, so it is idempotent).
 */
export async function createConsult(
  db: Kysely<Database>,
  user: SessionUser,
  input: CreateConsultInput,
  now: Date,
): Promise<{ row: ConsultRow; created: boolean }> {
  if (user.isProvider) throw forbidden('Provider accounts cannot start consults.');
  const malePartnerAccount = user.registrationRoute === 'male_partner';
  if (input.type === 'male-partner' && !malePartnerAccount) {
    throw forbidden('Only an account registered through the male-partner route can start a male-partner consult.');
  }
  if (input.type !== 'male-partner' && malePartnerAccount) throw forbidden('A male-partner account can only start a male-partner consult.');

  let testId: number | null = null;
  let selected: string[] = [];
  switch (input.type) {
    case 'vaginitis': {
      if (input.test_hash === undefined) throw badRequest('A vaginitis consult needs the test_hash of your ready test.', 'test_hash');
      const test = (await ownTest(db, user.id, input.test_hash))!;
      if (test.status !== 'ready') throw conflict('The results of this test are not ready yet.');
      if (!bool(test.eligible_for_care) && !bool(test.eligible_for_a_la_care)) {
        throw conflict(`This test is not eligible for care${test.eligible_for_care_reason ? `: ${test.eligible_for_care_reason}` : '.'}`);
      }
      const readyAt = test.results_ready_at ? new Date(test.results_ready_at).getTime() : now.getTime();
      if (now.getTime() - readyAt > TREATMENT_WINDOW_DAYS * DAY) {
        throw conflict(`Treatment can be started up to ${TREATMENT_WINDOW_DAYS} days after the results; these results are older.`);
      }
      selected = await validTreatments(db, input.selected_treatments);
      const open = (await listConsultsOfType(db, user.id, 'vaginitis', test.id)).find(isOpen);
      if (open) throw conflict(`This test already has an open vaginitis consult (${open.uid}).`);
      testId = test.id;
      break;
    }
    case 'ungated-rx': {
      const test = await ownTest(db, user.id, input.test_hash);
      if (test && !bool(test.eligible_for_ungated_rx)) throw conflict('This test is not eligible for ungated prescriptions.');
      selected = await validTreatments(db, input.selected_treatments);
      const open = (await listConsultsOfType(db, user.id, 'ungated-rx')).find(isOpen);
      if (open) throw conflict(`You already have an open ungated-rx consult (${open.uid}).`);
      testId = test?.id ?? null;
      break;
    }
    case 'sti': {
      refuseField(input, 'selected_treatments');
      if (input.test_hash === undefined) throw badRequest('An sti consult needs the test_hash of your ready test.', 'test_hash');
      const test = (await ownTest(db, user.id, input.test_hash))!;
      if (test.status !== 'ready') throw conflict('The results of this test are not ready yet.');
      const open = (await listConsultsOfType(db, user.id, 'sti', test.id)).find(isOpen);
      if (open) return { row: open, created: false };
      if (test.expanded_pcr_ordered_at == null) {
        throw conflict('STI treatment starts from the findings of the expanded PCR panel, and this test did not include it.');
      }
      testId = test.id;
      break;
    }
    case 'male-partner': {
      refuseField(input, 'test_hash');
      refuseField(input, 'selected_treatments');
      const open = (await listConsultsOfType(db, user.id, 'male-partner')).find(isOpen);
      if (open) throw conflict(`You already have an open male-partner consult (${open.uid}).`);
      break;
    }
  }

  const row = await db.transaction().execute((trx) =>
    insertConsult(
      trx,
      { uid: randomUUID(), userId: user.id, testId, type: input.type, purchaseType: PURCHASE_TYPE[input.type], selectedTreatments: selected },
      now,
    ),
  );
  return { row, created: true };
}

/** The pharmacy can be chosen until the intake is submitted (IN, OR, ST). */
export async function choosePharmacy(db: Kysely<Database>, consult: ConsultRow, pharmacyType: string, now: Date): Promise<ConsultRow> {
  if (!PRE_SUBMIT.includes(consult.status)) {
    throw conflict(`The pharmacy can only be changed before the intake is submitted; this consult is in status ${consult.status}.`);
  }
  await setPharmacyType(db, consult.id, pharmacyType, now);
  return { ...consult, pharmacy_type: pharmacyType, updated_at: now.toISOString() };
}

/** A checkout of an unpaid consult (IN): its selected treatments, or the voucher for a male-partner consult. */
export async function consultCheckout(db: Kysely<Database>, consult: ConsultRow, now: Date) {
  if (consult.status !== 'IN' || consult.paid_at !== null) {
    throw conflict(`Only an unpaid consult (status IN) can be checked out; this one is in status ${consult.status}.`);
  }
  const parts = await loadConsultParts(db, [consult.id]);
  const slugs = consult.type === 'male-partner' ? [MALE_PARTNER_VOUCHER] : (parts.selectedTreatments.get(consult.id) ?? []);
  if (!slugs.length) throw conflict('This consult has no selected treatments to pay for.');
  return startCheckout(
    db,
    { userId: consult.user_id, kind: 'consult', items: slugs.map((slug) => ({ slug, quantity: 1 })), consultId: consult.id, testId: consult.test_id },
    now,
  );
}

/** Care products (calendar, coaching call, travel bag, consult review) for every consult; the probiotic op-4 except for a male partner. */
export async function recommendedProducts(db: Kysely<Database>, consult: ConsultRow): Promise<RecommendedProducts> {
  const [products, kinds] = await Promise.all([listActiveProducts(db), activeProductKinds(db)]);
  const care = products.filter((p) => kinds.get(p.slug) === 'care');
  const essentials = consult.type === 'male-partner' ? [] : products.filter((p) => p.slug === PROBIOTIC);
  return { care_products: Object.fromEntries(care.map((p) => [p.slug, p])), routine_essentials: essentials };
}

/** Cross-selling is for a paid consult that has not been referred out, found ineligible or cancelled. */
/**
 * A prescription she can buy again (SPEC §4 prescription groups, as the API enforces them): over the
 * counter, or a prescription with a refill left; never one disabled for refill.
 */
export const isRefillable = (p: PrescriptionRow): boolean =>
  !bool(p.is_disabled_for_refill) && (bool(p.is_otc_product) || (bool(p.is_refillable_product) && Number(p.refills_remaining) > 0));

/**
 * A checkout of prescriptions of a completed consult, one of each (kind refill): each slug must be one
 * of the consult's prescriptions that can be refilled now (400 naming it otherwise). Processing the
 * paid order uses up a refill of each prescription (refill-fulfilment.ts).
 */
export async function refillCheckout(db: Kysely<Database>, consult: ConsultRow, productSlugs: string[], now: Date) {
  if (consult.status !== 'CP') throw conflict(`Refills can be requested once the consult is complete; this consult is in status ${consult.status}.`);
  const prescriptions = (await loadConsultParts(db, [consult.id])).prescriptions.get(consult.id) ?? [];
  for (const slug of productSlugs) {
    const prescription = prescriptions.find((p) => p.product_slug === slug);
    if (!prescription) throw badRequest(`${slug} is not prescribed on this consult.`, 'product_slugs');
    if (!isRefillable(prescription)) throw badRequest(`${slug} cannot be refilled: no refills are left on this prescription.`, 'product_slugs');
  }
  return startCheckout(
    db,
    { userId: consult.user_id, kind: 'refill', items: productSlugs.map((slug) => ({ slug, quantity: 1 })), consultId: consult.id, testId: consult.test_id },
    now,
  );
}

export async function crossSellCheckout(db: Kysely<Database>, consult: ConsultRow, productSlugs: string[], now: Date) {
  if (consult.paid_at === null) throw conflict('Care products can be added once the consult is paid for.');
  if (['RF', 'IE', 'CA'].includes(consult.status)) throw conflict(`This consult is closed (status ${consult.status}).`);
  const recommended = await recommendedProducts(db, consult);
  const allowed = new Set([...Object.keys(recommended.care_products), ...recommended.routine_essentials.map((p) => p.slug)]);
  const wrong = productSlugs.find((s) => !allowed.has(s));
  if (wrong) throw badRequest(`${wrong} is not one of this consult's recommended products.`, 'product_slugs');
  return startCheckout(
    db,
    { userId: consult.user_id, kind: 'cross-sell', items: productSlugs.map((slug) => ({ slug, quantity: 1 })), consultId: consult.id, testId: consult.test_id },
    now,
  );
}
