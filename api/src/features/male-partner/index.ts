// Routes: the male partner's checkout of his BV treatment, optionally paid with a voucher code.

// The public surface: what other features and the rest of api/src may use.
export { fulfilVoucher } from './voucher-fulfilment';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dollars } from '../../db/values';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { malePartnerCheckout } from './male-partner-checkout-service';
import { checkoutBody, checkoutResponse } from './male-partner-schemas';
import { VOUCHER_CODE_FORMAT } from './voucher-codes';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

export async function malePartnerFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.post(
    '/api/v1/male-partner-checkout/',
    {
      config: { access: access.malePartner },
      schema: {
        tags: ['male-partner'],
        summary: "The male partner's treatment checkout",
        description: [
          "For an account registered through the male-partner route only (anyone else: 403 {detail}). Gets the caller's male-partner consult in status IN (reused while it is IN; created otherwise) and starts a checkout session (kind male-partner, linked to the consult) for the voucher product male-partner-treatment-voucher, priced on the server from the catalogue ($129, one unit, free shipping).",
          `- voucher_code (optional): a valid, unused code (${VOUCHER_CODE_FORMAT}) takes the whole price off (total 0) and is held by the new session; it counts as used once that session is paid, and is free again if the session is declined or superseded. Malformed, unknown, already used, or held by another partner's open checkout: 400 {detail, field: voucher_code}, nothing written.`,
          '- Double submission: the same request while its checkout is still open answers that checkout again (200, nothing written). A different request (another code, or none) declines the consult\'s earlier open checkout (releasing its voucher) and starts a new one (201). Never a second consult.',
          '- An open male-partner consult past IN (paid: OR, ST, SU, PR, ER, ID), or one whose checkout is already paid: 409 — one treatment at a time. A closed one (CP, RF, IE, CA) does not count: a new consult is started.',
          'Audited: the consult (create when started, read when reused).',
        ].join('\n'),
        security: bearer,
        querystring: noQuery,
        body: checkoutBody,
        response: { 200: checkoutResponse, 201: checkoutResponse, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await malePartnerCheckout(ctx.db, user, request.body?.voucher_code, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, result.consultCreated ? 'create' : 'read', {
        type: 'consult',
        id: result.consult.uid,
        subjectUserId: user.id,
      });
      return reply
        .code(result.created ? 201 : 200)
        .send({ checkout_url: result.checkout_url, consult_uid: result.consult.uid, total: dollars(result.total_cents) });
    },
  );
}
