// The provider's results sheet (GET /api/v1/provider/patient-tests/{hash}/results.pdf): the shared
// renderer (tests/results-pdf.ts) with the provider named, and the plan items listed when the
// provider's feature flag provider_pdf_include_plan_items is on (per provider, default on).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Microbe, resultsPdf, type TestRow } from '../tests';
import { DEFAULT_FEATURES, listUserFlags, type SessionUser, type UserRecord } from '../user';

export const PLAN_ITEMS_FLAG = 'provider_pdf_include_plan_items';

export async function includesPlanItems(db: Kysely<Database>, providerId: number): Promise<boolean> {
  const flag = (await listUserFlags(db, providerId)).find((f) => f.kind === 'feature' && f.name === PLAN_ITEMS_FLAG);
  return flag?.enabled ?? DEFAULT_FEATURES.provider_pdf_include_plan_items;
}

interface ProviderSheet {
  provider: SessionUser;
  patient: UserRecord;
  test: TestRow;
  microbes: Microbe[];
  now: Date;
}

export async function providerResultsPdf(db: Kysely<Database>, { provider, patient, test, microbes, now }: ProviderSheet): Promise<Buffer> {
  const includePlanItems = await includesPlanItems(db, provider.id);
  return resultsPdf(db, { reader: { kind: 'provider', provider }, patient, test, microbes, includePlanItems, now });
}
