// Recommendations derived from a test: from its results (treatments per condition, the program,
// the routine essentials) and from its health history (ungated Rx per reported symptom). Products
// come from the catalogue (prices in dollars); a slug no longer on sale is left out.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bool, dollars } from '../../db/values';
import { listActiveProducts, type ProductView } from '../products';
import { reportedSymptoms } from './activation-service';
import {
  MALE_PARTNER_VOUCHER_SLUG,
  programFor,
  ROUTINE_ESSENTIALS,
  treatmentsFor,
  UNGATED_RX_TREATMENTS,
  ungatedTreatmentsFor,
} from './recommendation-rules';
import { conditionsOf, type Microbe } from './results-interpretation';
import type { TestRow } from './tests-repository';

async function catalogue(db: Kysely<Database>): Promise<Map<string, ProductView>> {
  return new Map((await listActiveProducts(db)).map((p) => [p.slug, p]));
}

const pick = (products: Map<string, ProductView>, slugs: readonly string[]) =>
  slugs.flatMap((slug) => (products.has(slug) ? [products.get(slug)!] : []));

export async function recommendedProducts(db: Kysely<Database>, test: TestRow) {
  const symptoms = reportedSymptoms(test);
  return { ungated_rx_treatments: pick(await catalogue(db), ungatedTreatmentsFor(symptoms)), symptoms };
}

function treatmentsOfResult(products: Map<string, ProductView>, test: TestRow, microbes: readonly Microbe[]) {
  return treatmentsFor(conditionsOf(test.valencia_type ?? '', microbes)).flatMap(({ slug, reason }) =>
    products.has(slug) ? [{ ...products.get(slug)!, reason }] : [],
  );
}

export async function aLaCareRecommendations(db: Kysely<Database>, test: TestRow, microbes: readonly Microbe[]) {
  return {
    eligible_for_a_la_care: bool(test.eligible_for_a_la_care),
    treatments: treatmentsOfResult(await catalogue(db), test, microbes),
  };
}

export async function treatmentRecommendations(db: Kysely<Database>, test: TestRow, microbes: readonly Microbe[]) {
  const products = await catalogue(db);
  const program = programFor(conditionsOf(test.valencia_type ?? '', microbes));
  return {
    eligible_for_care: bool(test.eligible_for_care),
    recommended_program: program && { slug: program.slug, bundle_price: dollars(program.bundle_price_cents)! },
    treatments: treatmentsOfResult(products, test, microbes),
    routine_essentials: pick(products, ROUTINE_ESSENTIALS),
  };
}

export function lightweightTreatmentRecommendations(test: TestRow, microbes: readonly Microbe[]) {
  const conditions = conditionsOf(test.valencia_type ?? '', microbes);
  return {
    recommended_program_slug: programFor(conditions)?.slug ?? null,
    treatment_slugs: treatmentsFor(conditions).map((t) => t.slug),
    routine_essential_slugs: [...ROUTINE_ESSENTIALS],
  };
}

/** What can be bought at all, by consult type: vaginitis (every treatment on sale) and ungated-rx. */
export async function allAvailableTreatments(db: Kysely<Database>) {
  const rows = await db.selectFrom('products').select(['slug', 'kind']).where('is_active', '=', true).orderBy('sort_order').execute();
  const products = await catalogue(db);
  const treatments = rows.filter((r) => r.kind === 'treatment').map((r) => r.slug);
  const careSlugs = rows.filter((r) => r.kind === 'care').map((r) => r.slug);
  return {
    all_available_treatments: {
      vaginitis: { treatment_slugs: treatments },
      'ungated-rx': { treatment_slugs: treatments.filter((s) => (UNGATED_RX_TREATMENTS as readonly string[]).includes(s)) },
    },
    male_partner_voucher_product_slug: MALE_PARTNER_VOUCHER_SLUG,
    care_products: Object.fromEntries(pick(products, careSlugs).map((p) => [p.slug, p])),
  };
}
