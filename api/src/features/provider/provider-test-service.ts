// The patient's side of a provider order: the link /provider-test/{token}/ (SPEC §2.1; its API shape
// is not shown, so this is the team's decision).
// - Looking it up is public: who ordered it, what it contains, what the patient pays, whether it is
//   still open. The patient's address is only hinted at (which account to sign in with).
// - Redeeming needs the patient signed in with the address the order was sent to (403 otherwise,
//   and for providers): the results will be shared with the provider, so a forwarded link must not
//   put someone else's test in front of them. An unknown token is 404, a used one 410.
// - When the provider pays (and has paid: 409 before), redeeming issues the kit at once (201). When
//   the patient pays, it answers the checkout URL of the patient's payment (200, the same page until
//   paid); the kit is issued when the order is processed (fulfilProviderOrder), as the payment is
//   made (payments/index.ts), whether or not her browser comes back.
import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import { conflict, forbidden, HttpError, notFound } from '../../common/http-errors';
import { sha256 } from '../../common/crypto';
import type { Clock } from '../../common/clock';
import type { Database } from '../../db/schema';
import { bool, dollars } from '../../db/values';
import { findUserById, type SessionUser } from '../user';
import { findOrderByTokenHash, type ProviderOrderRow, updateOrder } from './provider-orders-repository';
import { orderCheckoutUrl } from './provider-payment';
import { findProfile } from './provider-repository';
import type { invitationSchema, redemptionSchema } from './provider-schemas';
import { issueProviderTest } from './provider-test-kit';

export const UNKNOWN_LINK = 'This test link is not valid. Check the link in your email, or ask your provider to order the test again.';
export const USED_LINK = 'This test link was already used: the test is in the account that accepted it.';
export const PROVIDER_NOT_PAID = 'Your provider has not completed the payment for this test yet. Please try again later.';
export const PROVIDERS_CANNOT_REDEEM = 'A provider account cannot accept a test ordered for a patient. Sign in with your patient account.';
export const WRONG_ACCOUNT = 'This test was ordered for another email address. Sign in with the address the invitation was sent to.';

export type InvitationState = FromSchema<typeof invitationSchema>['state'];

/** d***@example.com: enough to know which account to use, not enough to learn the address. */
export const emailHint = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

async function orderOfToken(db: Kysely<Database>, token: string): Promise<ProviderOrderRow> {
  const order = await findOrderByTokenHash(db, sha256(token));
  if (!order) throw notFound(UNKNOWN_LINK);
  return order;
}

// awaiting_patient_payment: she accepted and has not paid (yet), so signing in again leads her on to
// the payment instead of offering to add the test again.
const stateOf = (order: ProviderOrderRow): InvitationState => {
  if (order.test_id != null) return 'used';
  if (order.payer === 'provider') return order.paid_at ? 'open' : 'awaiting_provider_payment';
  return order.redeemed_at ? 'awaiting_patient_payment' : 'open';
};

export async function lookUpInvitation(db: Kysely<Database>, token: string) {
  const order = await orderOfToken(db, token);
  const provider = (await findUserById(db, order.provider_user_id))!;
  const state = stateOf(order);
  return {
    provider: {
      first_name: provider.firstName,
      last_name: provider.lastName,
      practice_name: (await findProfile(db, provider.id))?.practice_name ?? null,
    },
    ordered_at: order.created_at,
    payer: order.payer,
    add_sti_panel: bool(order.add_sti_panel),
    price: order.payer === 'patient' ? dollars(order.price_cents) : null,
    patient_email_hint: emailHint(order.patient_email),
    state,
    is_open: state === 'open' || state === 'awaiting_patient_payment',
  };
}

/** The answer, and the order it redeemed (for the audit). */
export type Redemption = FromSchema<typeof redemptionSchema> & { order: ProviderOrderRow };

export async function redeemInvitation(db: Kysely<Database>, clock: Clock, patient: SessionUser, token: string): Promise<Redemption> {
  const order = await orderOfToken(db, token);
  if (patient.isProvider) throw forbidden(PROVIDERS_CANNOT_REDEEM);
  if (patient.email !== order.patient_email) throw forbidden(WRONG_ACCOUNT);
  if (order.test_id != null) throw new HttpError(410, USED_LINK);
  const now = clock.now();
  if (order.payer === 'patient') {
    const link = { patient_user_id: patient.id, redeemed_at: order.redeemed_at ?? now.toISOString() };
    const checkout_url = await orderCheckoutUrl(db, order, patient.id, now, link);
    return { status: 'awaiting_payment', test_hash: null, checkout_url, order };
  }
  if (!order.paid_at) throw conflict(PROVIDER_NOT_PAID);
  const test = await db.transaction().execute(async (trx) => {
    const issued = await issueProviderTest(trx, order, patient.id, now);
    const linked = await updateOrder(trx, order.id, { patient_user_id: patient.id, test_id: issued.id, redeemed_at: now.toISOString() }, now, ['test_id']);
    if (!linked) throw new HttpError(410, USED_LINK);
    return issued;
  });
  return { status: 'kit_sent', test_hash: test.hash, checkout_url: null, order };
}
