// The built-in sandbox payment provider: its checkout page shows the order summary with a delivery
// choice, a "Pay (sandbox)" form and a decline form; both post back here (form posts, no script)
// and answer 303 to the platform. A browser sees refusals as HTML pages, API clients as {detail}.
import { HttpError } from '../../common/http-errors';
import type { SchemaTypedApp } from '../../common/typed-routes';
import { acceptBrowserForms, browserRefusals, htmlResponse } from '../../plugins/browser-forms';
import { emptyBody } from '../../schemas/common';
import { DELIVERY_METHODS, DELIVERY_OPTIONS } from '../orders';
import type { Checkouts, PaymentProvider } from './payment-provider';
import { checkoutPageQuery, checkoutParams, checkoutRedirectResponse, payBody } from './payment-schemas';
import { money, sandboxPageHeaders } from '../../common/sandbox-html';
import { checkoutPageHtml, messagePageHtml } from './sandbox-page';
import { access } from '../../common/access-policy';

const TITLES: Record<number, string> = { 400: 'Check your choice', 404: 'Checkout not found', 409: 'This checkout is closed' };

const RETURN_RULE =
  'The platform path depends on what was bought: /treatments/male-partner/ (male-partner), /treatments/ (a consult or ungated Rx), /provider/tests/ (a provider paying for a patient\'s test), /tests/ (a test kit or a test add-on; a patient paying for her provider\'s order), /care/shop/ (anything else).';

export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',

  registerRoutes(app: SchemaTypedApp, checkouts: Checkouts) {
    const common = { tags: ['payments'] };

    acceptBrowserForms(app, (reply, _request, status, detail) => {
      const html = messagePageHtml(TITLES[status] ?? 'Something went wrong', detail);
      return reply.headers(sandboxPageHeaders(html)).send(html);
    });

    app.get(
      '/api/v1/checkout/:checkout_id/',
      {
        config: { access: access.linkHolder('checkout') },
        schema: {
          ...common,
          summary: 'The checkout page (sandbox)',
          description: [
            'The payment page of a checkout session (every checkout_url points here): plain HTML with the order summary (lines, quantities, prices, discount, total, "Free shipping", "HSA/FSA eligible"),',
            `a delivery choice priced on the server (${DELIVERY_OPTIONS.map((o) => `${o.method}: ${o.window}, ${o.price_cents ? money(o.price_cents) : 'free'}`).join('; ')}; none for the PCR add-on, which ships nothing),`,
            'a "Pay (sandbox)" form and a decline form. No bearer token: the browser navigates here and the unguessable id is the capability.',
            '`?delivery=` (one of the methods) preselects that choice, e.g. the one made in the cart panel; the first (standard, free) otherwise.',
            'A paid session shows its receipt (order number, what was paid) with a link back to the platform; a declined one says so (nothing charged) with a link back. Unknown id: 404 page. Audited as a read of the session.',
          ].join(' '),
          params: checkoutParams,
          querystring: checkoutPageQuery,
          response: { 200: htmlResponse('The checkout page.'), 404: htmlResponse('No such checkout.'), ...browserRefusals(400) },
        },
      },
      async (request, reply) => {
        const checkout = await checkouts.show(request, request.params.checkout_id).catch((err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 404) return null;
          throw err;
        });
        const html = checkout
          ? checkoutPageHtml(checkout, request.query.delivery)
          : messagePageHtml('Checkout not found', 'This checkout does not exist. Start a new checkout on Flora.');
        // The page names the buyer and what they buy: never kept by a cache.
        return reply.code(checkout ? 200 : 404).headers(sandboxPageHeaders(html)).send(html);
      },
    );

    app.post(
      '/api/v1/checkout/:checkout_id/pay/',
      {
        config: { access: access.linkHolder('checkout') },
        schema: {
          ...common,
          summary: 'Pay a checkout (sandbox)',
          description: [
            'The "Pay (sandbox)" form of the checkout page (a form post; JSON works too). No bearer token: the unguessable checkout id is the capability.',
            `delivery is one of ${DELIVERY_METHODS.join(', ')} (priced on the server), required unless nothing ships (the PCR add-on takes none: 400).`,
            'Marks the open session paid and creates its order (status paid) in one transaction, then processes the order at once, as a real provider\'s server-side notification would (the same processing as POST /api/v1/orders/process, so a buyer who never comes back still gets what she paid for), and answers 303 to `<frontend><path>order-complete/?checkout_id=…&checkout_token=…&order_email=…`; the page there calls POST /api/v1/orders/process, which answers the processed order.',
            RETURN_RULE,
            'Paying a paid session again (or twice at once) creates no second order, processes nothing twice (an order left paid is processed now) and answers the same 303. A declined session: 409. A consult is paid once: a checkout of a consult (kind consult) when another of its checkouts is paid (two tabs, even at once): 409, nothing charged. Unknown id: 404. Refusals are HTML pages for a browser (Accept: text/html), `{detail}` otherwise.',
          ].join('\n'),
          params: checkoutParams,
          body: payBody,
          response: { ...checkoutRedirectResponse, ...browserRefusals(400, 404, 409) },
        },
      },
      async (request, reply) => reply.redirect(await checkouts.pay(request, request.params.checkout_id, request.body?.delivery), 303),
    );

    app.post(
      '/api/v1/checkout/:checkout_id/decline/',
      {
        config: { access: access.linkHolder('checkout') },
        schema: {
          ...common,
          summary: 'Decline a checkout (sandbox)',
          description: [
            'The decline form of the checkout page. Marks an open session declined (nothing is charged) and answers 303 to `<frontend><path>?checkout_declined=true&checkout_id=…`.',
            RETURN_RULE,
            'Declining again answers the same; a paid session: 409; unknown id: 404.',
          ].join('\n'),
          params: checkoutParams,
          body: emptyBody,
          response: { ...checkoutRedirectResponse, ...browserRefusals(400, 404, 409) },
        },
      },
      async (request, reply) => reply.redirect(await checkouts.decline(request, request.params.checkout_id), 303),
    );
  },
};
