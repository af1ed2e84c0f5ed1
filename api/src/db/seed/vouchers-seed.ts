// Demo data of vouchers: the paid checkout sessions they were bought and redeemed in (readable ids, so
// a demo can type them; their tokens are random as usual):
// - demo@flora.test bought two male-partner vouchers three days ago: MP-7K3D-9QXA-4HNB is unused
//   (newpartner@flora.test can redeem it), MP-R2V8-C5TW-J6PE paid partner@flora.test's consult.
// (The order-transfer demo order is seeded with the other orders, orders-seed.ts.)
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { randomToken } from '../../common/crypto';
import type { CheckoutKind, Database } from '../schema';
import { PARTNER_CONSULT } from './demo-data';

export const DEMO_VOUCHERS = { unused: 'MP-7K3D-9QXA-4HNB', redeemed: 'MP-R2V8-C5TW-J6PE' } as const;
export const DEMO_VOUCHER_ORDER = 'DEMO-VOUCHER-ORDER-0001';
export const PARTNER_VOUCHER_CHECKOUT = 'DEMO-PARTNER-CHECKOUT-0001';

interface PaidSession {
  id: string;
  userId: number;
  kind: CheckoutKind;
  consultId?: number;
  line: { slug: string; name: string; quantity: number; unit_price_cents: number };
  discountCode?: string;
  at: string;
}

async function insertPaidSession(trx: Kysely<Database>, s: PaidSession) {
  const subtotal = s.line.quantity * s.line.unit_price_cents;
  const discount = s.discountCode ? subtotal : 0;
  await trx
    .insertInto('checkout_sessions')
    .values({
      id: s.id,
      token: randomToken(18),
      user_id: s.userId,
      kind: s.kind,
      test_id: null,
      consult_id: s.consultId ?? null,
      line_items: JSON.stringify([s.line]),
      subtotal_cents: subtotal,
      discount_code: s.discountCode ?? null,
      discount_cents: discount,
      total_cents: subtotal - discount,
      status: 'paid',
      created_at: s.at,
      completed_at: s.at,
    })
    .execute();
}

export async function seedVouchers(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const demo = users.get('demo@flora.test')!;
  const partner = users.get('partner@flora.test')!;
  const voucher = { slug: 'male-partner-treatment-voucher', name: 'Male Partner BV Treatment Voucher', unit_price_cents: 12900 };

  await insertPaidSession(trx, { id: DEMO_VOUCHER_ORDER, userId: demo, kind: 'cart', line: { ...voucher, quantity: 2 }, at: at(3) });
  const partnerConsult = await trx.selectFrom('consults').select('id').where('uid', '=', PARTNER_CONSULT.uid).executeTakeFirstOrThrow();
  await insertPaidSession(trx, {
    id: PARTNER_VOUCHER_CHECKOUT,
    userId: partner,
    kind: 'male-partner',
    consultId: partnerConsult.id,
    line: { ...voucher, quantity: 1 },
    discountCode: DEMO_VOUCHERS.redeemed,
    at: at(1),
  });
  const issued = { product_slug: voucher.slug, buyer_user_id: demo, purchase_checkout_id: DEMO_VOUCHER_ORDER, created_at: at(3) };
  await trx
    .insertInto('vouchers')
    .values([
      { ...issued, code: DEMO_VOUCHERS.unused, unit: 1 },
      {
        ...issued,
        code: DEMO_VOUCHERS.redeemed,
        unit: 2,
        redemption_checkout_id: PARTNER_VOUCHER_CHECKOUT,
        reserved_at: at(1),
        redeemed_by_user_id: partner,
        redeemed_at: at(1),
      },
    ])
    .execute();
}
