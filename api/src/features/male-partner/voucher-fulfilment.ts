// Fulfilling the voucher product (kind 'male-partner') of a processed order. Two cases:
// - the buyer bought it for her partner (any other session, e.g. a cart): one code per unit, emailed to her;
// - the partner paid his own treatment (a 'male-partner' session, or any session of his
//   male-partner consult): the voucher that session holds is now redeemed, nothing is issued.
import type { Fulfilment } from '../../common/fulfilment';
import { OutboxMailer } from '../email';
import { voucherEmail } from './voucher-email';
import { newVoucherCode } from './voucher-codes';
import { issueVouchers, markVoucherRedeemed } from './vouchers-repository';

/** The partner's own checkout: kind male-partner, or any session of a male-partner consult (GET consults/{uid}/checkout_url/). */
async function paysOwnTreatment(f: Fulfilment): Promise<boolean> {
  if (f.session.kind === 'male-partner') return true;
  if (f.session.consult_id === null) return false;
  const consult = await f.trx.selectFrom('consults').select('type').where('id', '=', f.session.consult_id).executeTakeFirst();
  return consult?.type === 'male-partner';
}

/** Safe to run again for the same line: units already issued are skipped and no second email goes out. */
export async function fulfilVoucher(f: Fulfilment): Promise<void> {
  if (await paysOwnTreatment(f)) {
    await markVoucherRedeemed(f.trx, f.session.id, f.userId, f.now);
    return;
  }
  const codes = Array.from({ length: f.line.quantity }, newVoucherCode);
  const issued = await issueVouchers(f.trx, { buyerUserId: f.userId, checkoutId: f.session.id, productSlug: f.line.slug, codes }, f.now);
  if (issued.length === 0) return;
  const buyer = await f.trx.selectFrom('users').select(['email', 'first_name']).where('id', '=', f.userId).executeTakeFirstOrThrow();
  // Written through the processing transaction: the codes and their email commit (or not) together.
  await new OutboxMailer(f.trx, { now: () => f.now }).send(voucherEmail(f.frontendUrl, { email: buyer.email, firstName: buyer.first_name }, f.line.name, issued));
}
