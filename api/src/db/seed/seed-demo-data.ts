// Seeds the demo data once (idempotent and safe when several processes start together: the
// `seed:demo` settings row is claimed inside the seeding transaction).
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { hashPassword } from '../../features/auth';
import type { PhotoIdStore } from '../../features/intake';
import { insertUser } from '../../features/user/user-repository';
import type { Database } from '../schema';
import { seedAnnouncements } from './announcements-seed';
import { seedCarts } from './carts-seed';
import { seedCoaching } from './coaching-seed';
import { seedCatalogue } from './catalogue-seed';
import { seedConsults } from './consults-seed';
import { seedCareStates } from './care-states-seed';
import { DEMO_CONSULT, DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_TEST, DEMO_USERS, PARTNER_CONSULT } from './demo-data';
import { seedTests } from './tests-seed';
import { seedIdFailure } from './id-failure-seed';
import { seedUngatedRx } from './ungated-rx-seed';
import { seedIntake, seedQueuedIntakes } from './intake-seed';
import { seedOrders } from './orders-seed';
import { seedVouchers } from './vouchers-seed';
import { seedProvider } from './provider-seed';
import { seedSubscriptions } from './subscriptions-seed';

export const SEED_MARKER = 'seed:demo';

export async function isDemoDataSeeded(db: Kysely<Database>): Promise<boolean> {
  return !!(await db.selectFrom('settings').select('key').where('key', '=', SEED_MARKER).executeTakeFirst());
}

/**
 * Seeds unless already seeded; answers whether this call seeded. With the app's photo ID store, the
 * submitted vaginitis intakes get the sample photo ID the clinician reads (without one, they have none).
 */
export async function seedDemoData(db: Kysely<Database>, now: Date = new Date(), photoIds?: PhotoIdStore): Promise<boolean> {
  if (await isDemoDataSeeded(db)) return false;
  // Hash outside the transaction: argon2 is slow on purpose and the write lock should be short.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: SEED_MARKER, value: '1', updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;

    const ids = new Map<string, number>();
    for (const [i, u] of DEMO_USERS.entries()) {
      ids.set(u.email, await insertUser(trx, { ...u, passwordHash: hashes[i] }, new Date(now.getTime() - 60 * DAY)));
    }
    const demo = ids.get('demo@flora.test')!;
    const partner = ids.get('partner@flora.test')!;

    const test = await trx
      .insertInto('user_tests')
      .values({
        ...DEMO_TEST,
        user_id: demo,
        test_type: 'VM',
        status: 'ready',
        activated_at: at(30),
        received_at: at(22),
        results_ready_at: at(10),
        eligible_for_care: true,
        eligible_for_a_la_care: true,
        eligible_for_any_care: true,
        eligible_for_ungated_rx: false,
        care_purchased: true,
        health_history_submitted_at: at(29),
        created_at: at(30),
        updated_at: at(10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const consult = await trx
      .insertInto('consults')
      .values({
        uid: DEMO_CONSULT.uid,
        user_id: demo,
        test_id: test.id,
        type: 'vaginitis',
        status: 'CP',
        purchase_type: 'a-la-care',
        paid_at: at(9),
        created_at: at(9),
        updated_at: at(7),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('consult_selected_treatments')
      .values(DEMO_CONSULT.selected_treatments.map((slug) => ({ consult_id: consult.id, slug })))
      .execute();
    await trx
      .insertInto('consult_prescriptions')
      .values(DEMO_CONSULT.prescriptions.map((p) => ({ ...p, consult_id: consult.id, created_at: at(7) })))
      .execute();
    await trx.insertInto('consult_message_threads').values({ consult_id: consult.id, created_at: at(9) }).execute();

    await trx
      .insertInto('consults')
      .values({
        uid: PARTNER_CONSULT.uid,
        user_id: partner,
        test_id: null,
        type: 'male-partner',
        status: 'OR',
        purchase_type: 'male-partner',
        paid_at: at(1),
        created_at: at(1),
        updated_at: at(1),
      })
      .execute();

    await seedCareStates(trx, ids, now);

    await trx
      .insertInto('products')
      .values(
        DEMO_PRODUCTS.map((p, i) => ({ ...p, image_url: `/api/static/products/${p.slug}.svg`, sort_order: i + 1 })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    await seedTests(trx, ids, now);
    await seedConsults(trx, ids, now);
    await seedIntake(trx, ids, now, photoIds);
    await seedQueuedIntakes(trx, now, photoIds);
    await seedIdFailure(trx, ids, now, photoIds);
    await seedUngatedRx(trx, ids, now);
    await seedCatalogue(trx);
    await seedCarts(trx, ids, now);
    await seedOrders(trx, ids, now);
    await seedVouchers(trx, ids, now);
    await seedProvider(trx, ids, now);
    await seedSubscriptions(trx, ids, now);
    await seedAnnouncements(trx, now);
    await seedCoaching(trx, ids, now);
    return true;
  });
}
