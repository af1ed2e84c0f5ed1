// The partner's checkout: his male-partner consult (reused while still IN) and a checkout session
// for the voucher product, priced on the server; a voucher code pays the whole price.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { badRequest, conflict, forbidden } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';
import { checkoutUrl, startCheckout } from '../checkout';
import { CLOSED, type ConsultRow, insertConsult, listConsultsOfType, MALE_PARTNER_VOUCHER } from '../consults';
import type { SessionUser } from '../user';
import { normalizeVoucherCode, VOUCHER_CODE_FORMAT } from './voucher-codes';
import {
  activePriceCents,
  declineOpenSessionsOfConsult,
  findVoucherByCode,
  liveSessionsOfConsult,
  reserveVoucher,
  voucherState,
} from './vouchers-repository';

export const NOT_A_PARTNER = 'Only an account registered through the male-partner route can check out the male-partner treatment.';

export interface MalePartnerCheckout {
  checkout_url: string;
  consult: ConsultRow;
  total_cents: number;
  /** A new checkout session was started (false: the identical open one was answered again). */
  created: boolean;
  consultCreated: boolean;
}

/** The code as stored, or a 400 naming what is wrong with it. */
function parseCode(input: string | null | undefined): string | null {
  if (input === undefined || input === null) return null;
  const code = normalizeVoucherCode(input);
  if (!code) throw badRequest(`This voucher code is malformed: a code looks like ${VOUCHER_CODE_FORMAT}.`, 'voucher_code');
  return code;
}

export async function malePartnerCheckout(
  db: Kysely<Database>,
  user: SessionUser,
  voucherCode: string | null | undefined,
  now: Date,
): Promise<MalePartnerCheckout> {
  if (user.registrationRoute !== 'male_partner') throw forbidden(NOT_A_PARTNER);
  const code = parseCode(voucherCode);

  return db.transaction().execute(async (trx) => {
    // Everything below reads after the lock, so a double submission sees the first one's consult.
    await lockUserRow(trx, user.id);
    const open = (await listConsultsOfType(trx, user.id, 'male-partner')).find((c) => !CLOSED.includes(c.status));
    if (open && open.status !== 'IN') {
      throw conflict(`Your male-partner consult ${open.uid} is already paid for (status ${open.status}); continue with its intake.`);
    }
    const sessions = open ? await liveSessionsOfConsult(trx, user.id, open.id) : [];
    if (sessions.some((s) => s.status === 'paid')) throw conflict('This consult is already paid for; the order is being processed.');

    const voucher = code ? await findVoucherByCode(trx, code) : undefined;
    if (code && !voucher) throw badRequest('Unknown voucher code: check it against the email it came in.', 'voucher_code');
    if (voucher) {
      const state = voucherState(voucher);
      if (state === 'redeemed') throw badRequest('This voucher code has already been used.', 'voucher_code');
      if (state === 'reserved' && (!open || voucher.reservation_consult_id !== open.id)) {
        throw badRequest('This voucher code is being used in another checkout.', 'voucher_code');
      }
    }

    const same = sessions.find((s) => s.status === 'open' && s.kind === 'male-partner' && s.discount_code === code);
    if (open && same) return { checkout_url: checkoutUrl(same.id), consult: open, total_cents: same.total_cents, created: false, consultCreated: false };

    const consult =
      open ??
      (await insertConsult(
        trx,
        { uid: randomUUID(), userId: user.id, testId: null, type: 'male-partner', purchaseType: 'male-partner', selectedTreatments: [] },
        now,
      ));
    // One live checkout per consult: an earlier open one (another code, or none) is declined.
    if (open) await declineOpenSessionsOfConsult(trx, user.id, consult.id, now);
    const price = (await activePriceCents(trx, MALE_PARTNER_VOUCHER)) ?? 0;
    const started = await startCheckout(
      trx,
      {
        userId: user.id,
        kind: 'male-partner',
        items: [{ slug: MALE_PARTNER_VOUCHER, quantity: 1 }],
        consultId: consult.id,
        discount: voucher ? { code: voucher.code, cents: price } : null,
      },
      now,
    );
    if (voucher && !(await reserveVoucher(trx, voucher, started.id, now))) {
      throw conflict('This voucher code was just used in another checkout; try again.');
    }
    return { checkout_url: started.checkout_url, consult, total_cents: started.total_cents, created: true, consultCreated: !open };
  });
}
