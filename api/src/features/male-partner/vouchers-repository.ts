// Queries on vouchers and on the partner's checkout sessions that hold them.
import type { Kysely, Selectable } from 'kysely';
import type { CheckoutSessionsTable, Database, VouchersTable } from '../../db/schema';

export type VoucherRow = Selectable<VouchersTable>;

/** A voucher with the checkout session that holds it (if any). */
export interface VoucherWithReservation extends VoucherRow {
  reservation_status: CheckoutSessionsTable['status'] | null;
  reservation_consult_id: number | null;
}

export type VoucherState = 'available' | 'reserved' | 'redeemed';

/**
 * Redeemed once the holding session is paid (or the paid order was fulfilled); reserved while it is
 * open; available again when it was declined or superseded. Derived from the session, so a voucher
 * can never be spent twice even before the order is processed.
 */
export function voucherState(v: VoucherWithReservation): VoucherState {
  if (v.redeemed_at !== null || v.reservation_status === 'paid') return 'redeemed';
  return v.reservation_status === 'open' ? 'reserved' : 'available';
}

export async function findVoucherByCode(db: Kysely<Database>, code: string): Promise<VoucherWithReservation | undefined> {
  return db
    .selectFrom('vouchers as v')
    .leftJoin('checkout_sessions as s', 's.id', 'v.redemption_checkout_id')
    .selectAll('v')
    .select(['s.status as reservation_status', 's.consult_id as reservation_consult_id'])
    .where('v.code', '=', code)
    .executeTakeFirst();
}

/** Holds the voucher for a checkout session; false when another request changed the holder meanwhile. */
export async function reserveVoucher(
  db: Kysely<Database>,
  voucher: Pick<VoucherRow, 'id' | 'redemption_checkout_id'>,
  checkoutId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set({ redemption_checkout_id: checkoutId, reserved_at: now.toISOString() })
    .where('id', '=', voucher.id)
    .where('redemption_checkout_id', voucher.redemption_checkout_id === null ? 'is' : '=', voucher.redemption_checkout_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts one voucher per unit of an order line; a unit already issued is skipped. Answers the new codes. */
export async function issueVouchers(
  db: Kysely<Database>,
  issue: { buyerUserId: number; checkoutId: string; productSlug: string; codes: string[] },
  now: Date,
): Promise<string[]> {
  const issued: string[] = [];
  for (const [i, code] of issue.codes.entries()) {
    const result = await db
      .insertInto('vouchers')
      .values({
        code,
        product_slug: issue.productSlug,
        buyer_user_id: issue.buyerUserId,
        purchase_checkout_id: issue.checkoutId,
        unit: i + 1,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['purchase_checkout_id', 'product_slug', 'unit']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) issued.push(code);
  }
  return issued;
}

/** Stamps the voucher held by a paid session as redeemed by the partner who paid. */
export async function markVoucherRedeemed(db: Kysely<Database>, checkoutId: string, partnerUserId: number, now: Date): Promise<void> {
  await db
    .updateTable('vouchers')
    .set({ redeemed_at: now.toISOString(), redeemed_by_user_id: partnerUserId })
    .where('redemption_checkout_id', '=', checkoutId)
    .where('redeemed_at', 'is', null)
    .execute();
}

/** The checkout sessions (open or paid) of a consult, newest first. */
export async function liveSessionsOfConsult(db: Kysely<Database>, userId: number, consultId: number) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'kind', 'status', 'discount_code', 'total_cents'])
    .where('user_id', '=', userId)
    .where('consult_id', '=', consultId)
    .where('status', 'in', ['open', 'paid'])
    .orderBy('created_at', 'desc')
    .execute();
}

/** Declines the consult's open checkout sessions (a new checkout supersedes them; their vouchers are free again). */
export async function declineOpenSessionsOfConsult(db: Kysely<Database>, userId: number, consultId: number, now: Date): Promise<void> {
  await db
    .updateTable('checkout_sessions')
    .set({ status: 'declined', completed_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('consult_id', '=', consultId)
    .where('status', '=', 'open')
    .execute();
}

/** The catalogue price of an active product (the discounted price when there is one), in cents. */
export async function activePriceCents(db: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['price_cents', 'discounted_price_cents'])
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row && (row.discounted_price_cents ?? row.price_cents);
}
