// A verified provider orders a test for a patient (by email): the order gets an unguessable link
// token, emailed to the patient (only its SHA-256 is stored). When the provider pays, the answer
// carries the checkout URL of the provider's payment; when the patient pays, they pay on redeeming.
// One order per patient at a time: a second one while the first still waits for the patient is 409.
import { randomUUID } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import { randomToken, sha256 } from '../../common/crypto';
import type { AppContext } from '../../context';
import { normalizeEmail, type SessionUser } from '../user';
import { priceOf, unitPrices } from './provider-catalogue';
import { providerTestLink, testInvitationEmail } from './provider-emails';
import { findOpenOrderForPatient, findOrderOfProvider, insertOrder, listOrdersOfProvider, type OrderWithTest } from './provider-orders-repository';
import { orderCheckoutUrl, startOrderCheckout } from './provider-payment';
import { findProfile } from './provider-repository';
import type { newOrderSchema } from './provider-schemas';

export type NewOrderInput = FromSchema<typeof newOrderSchema>;

export const NO_SUCH_ORDER = 'No order with this id.';
export const ORDER_OPEN_FOR_PATIENT = 'You already have an order for this patient that is waiting for them to accept it.';

export async function placeOrder(ctx: AppContext, provider: SessionUser, input: NewOrderInput) {
  const patientEmail = normalizeEmail(input.patient_email);
  if (patientEmail === provider.email) throw badRequest('Order tests for your patients, not for yourself.', 'patient_email');
  const addStiPanel = input.add_sti_panel ?? false;
  const patientName = input.patient_name?.trim() || null;
  const priceCents = priceOf(await unitPrices(ctx.db), addStiPanel);
  const token = randomToken(32);
  const uid = randomUUID();
  const now = ctx.clock.now();
  const checkout_url = await ctx.db.transaction().execute(async (trx) => {
    if (await findOpenOrderForPatient(trx, provider.id, patientEmail)) throw conflict(ORDER_OPEN_FOR_PATIENT);
    const at = now.toISOString();
    const id = await insertOrder(trx, {
      uid,
      provider_user_id: provider.id,
      patient_email: patientEmail,
      patient_name: patientName,
      payer: input.payer,
      add_sti_panel: addStiPanel,
      price_cents: priceCents,
      token_hash: sha256(token),
      created_at: at,
      updated_at: at,
    });
    return input.payer === 'provider' ? startOrderCheckout(trx, { id, add_sti_panel: addStiPanel }, provider.id, now) : null;
  });
  const practiceName = (await findProfile(ctx.db, provider.id))?.practice_name ?? null;
  await ctx.mailer.send(
    testInvitationEmail(ctx.frontendUrl, {
      to: patientEmail,
      patientName,
      providerName: `${provider.firstName} ${provider.lastName}`,
      practiceName,
      token,
      payer: input.payer,
      addStiPanel,
    }),
  );
  // The link is answered once, here (only its digest is stored): the provider can share it too.
  return { order: (await findOrderOfProvider(ctx.db, provider.id, uid))!, checkout_url, patient_link: providerTestLink(ctx.frontendUrl, token) };
}

/** The provider's orders, newest first. */
export const listOrders = (ctx: AppContext, provider: SessionUser): Promise<OrderWithTest[]> => listOrdersOfProvider(ctx.db, provider.id);

export async function ownOrder(ctx: AppContext, provider: SessionUser, uid: string): Promise<OrderWithTest> {
  const order = await findOrderOfProvider(ctx.db, provider.id, uid);
  if (!order) throw notFound(NO_SUCH_ORDER);
  return order;
}

/** The provider's payment page of an order the provider pays (409 for a patient-paid or paid order). */
export async function providerCheckout(ctx: AppContext, provider: SessionUser, uid: string): Promise<string> {
  const order = await ownOrder(ctx, provider, uid);
  if (order.payer !== 'provider') throw conflict('The patient pays for this order when they accept it.');
  return orderCheckoutUrl(ctx.db, order, provider.id, ctx.clock.now());
}
