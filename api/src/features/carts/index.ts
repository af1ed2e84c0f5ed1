// Routes: the caller's shopping carts (never anyone else's: another user's cart answers 404).

// The public surface: what other features and the rest of api/src may use.
export { fulfilCart } from './cart-fulfilment';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, impersonationQuery } from '../../schemas/common';
import { audit } from '../audit';
import { checkoutUrlResponse } from '../checkout';
import { addItemsBody, cartIdParams, cartSchema, type CartView, checkoutBody, deleteItemsBody, lineParams, quantityBody } from './cart-schemas';
import { addItems, cartOfUser, checkoutCart, getOrCreateCart, listCartsOfUser, MAX_QUANTITY, presentCart, presentCarts, removeItems, setLineQuantity } from './carts-service';
import { access } from '../../common/access-policy';

export async function cartsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['cart'], security: bearer };

  /**
   * A cart checked out with a consult holds health data (the treatments of a consult): changing it is
   * audited, and so is a staff member reading it as the patient. The patient's own reads are not: the
   * cart count rereads it on every page, and "You read your cart" over and over buried the reads of her
   * health data in her access log (the consult and its order are audited where they are read).
   */
  const auditLinked = async (request: FastifyRequest, action: 'read' | 'update', carts: CartView[], userId: number) => {
    if (action === 'read' && !request.impersonator) return;
    await audit(ctx.db, ctx.clock, request, action, carts.filter((c) => c.consult_uid !== null).map((c) => ({ type: 'cart', id: c.id, subjectUserId: userId })));
  };

  app.post(
    '/api/v1/cart/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Get or create the active cart',
        description:
          "Answers the caller's active cart, creating it (201) when there is none (200 otherwise). A user has at most one active cart, enforced by the database, so repeated or concurrent calls answer the same cart. Once a cart's order is processed it becomes `ordered` and the next call starts a new cart.",
        body: emptyBody,
        response: { 200: cartSchema, 201: cartSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { cart, created } = await getOrCreateCart(ctx.db, user.id, ctx.clock.now());
      const view = await presentCart(ctx.db, cart);
      await auditLinked(request, 'read', [view], user.id);
      return reply.code(created ? 201 : 200).send(view);
    },
  );

  app.get(
    '/api/v1/cart/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's carts",
        description:
          'A plain list (no `data` wrapper, like the consult list): the active cart first (the latest active), then ordered carts latest first; at most 20. Empty when the caller never made a cart.',
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: cartSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const views = await presentCarts(ctx.db, await listCartsOfUser(ctx.db, user.id));
      await auditLinked(request, 'read', views, user.id);
      return views;
    },
  );

  app.get(
    '/api/v1/cart/:id/',
    {
      config: { access: access.owner('cart') },
      schema: {
        ...common,
        summary: 'One cart',
        description: "One of the caller's carts; another user's or an unknown id answers 404.",
        params: cartIdParams,
        querystring: impersonationQuery,
        response: { 200: cartSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const view = await presentCart(ctx.db, await cartOfUser(ctx.db, user.id, Number(request.params.id)));
      await auditLinked(request, 'read', [view], user.id);
      return view;
    },
  );

  app.post(
    '/api/v1/cart/:id/items/',
    {
      config: { access: access.owner('cart') },
      schema: {
        ...common,
        summary: 'Add items to a cart',
        description: [
          'Adds lines to an active cart (409 once ordered) and answers the cart. One line per product: adding a product already in the cart adds to its quantity, and the latest subscription choice (is_subscription, selling_plan_id) replaces the line\'s. Prices always come from the catalogue.',
          'Each item: `individual-treatment` names a treatment and `bundle-treatment` a treatment program in `treatment_product` (its product id or slug); `product` names any other product in `product_id` (the probiotic, care products, memberships, the test kit, the male-partner voucher; add-ons are bought with their test or provider order, except the expanded PCR panel vpcr-add-on, which a cart takes beside a test kit (in the same request or already in the cart; 400 otherwise), once per cart, and which leaves the cart with the last kit). The other reference must be absent or null.',
          `quantity 1-${MAX_QUANTITY}, and at most ${MAX_QUANTITY} of one product in the cart. The male-partner voucher is added with quantity 1 and stays at 1 (SPEC §9: one per add; adding it again changes nothing).`,
          "is_subscription needs a product with selling plans; selling_plan_id (one of the product's plans) defaults to the product's default plan; a plan without is_subscription is refused; memberships are sold only as subscriptions. Decision (not shown in SPEC): a member (an active membership) cannot add another membership (400 on that item); she changes hers with POST /api/v1/membership/upgrade/ or downgrade/.",
          'A bad item (unknown product or plan, wrong type) answers 400 naming it in `field` (e.g. items[1].product_id) and nothing is written.',
        ].join(' '),
        params: cartIdParams,
        body: addItemsBody,
        response: { 200: cartSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const cart = await cartOfUser(ctx.db, user.id, Number(request.params.id));
      await addItems(ctx.db, cart, request.body.items, ctx.clock.now());
      const view = await presentCart(ctx.db, await cartOfUser(ctx.db, user.id, cart.id));
      await auditLinked(request, 'update', [view], user.id);
      return view;
    },
  );

  app.post(
    '/api/v1/cart/:id/items/delete/',
    {
      config: { access: access.owner('cart') },
      schema: {
        ...common,
        summary: 'Remove lines from a cart',
        description:
          "Removes the named lines (their `id`s) from an active cart (409 once ordered) and answers the cart. Ids that are not lines of this cart (already removed, or someone else's) are ignored, so repeating a removal is harmless and reveals nothing.",
        params: cartIdParams,
        body: deleteItemsBody,
        response: { 200: cartSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const cart = await cartOfUser(ctx.db, user.id, Number(request.params.id));
      await removeItems(ctx.db, cart, request.body.item_ids, ctx.clock.now());
      const view = await presentCart(ctx.db, await cartOfUser(ctx.db, user.id, cart.id));
      await auditLinked(request, 'update', [view], user.id);
      return view;
    },
  );

  app.patch(
    '/api/v1/cart/:id/items/:item_id/',
    {
      config: { access: access.owner('cart-item') },
      schema: {
        ...common,
        summary: 'Change the quantity of a line',
        description: `Sets the quantity (1-${MAX_QUANTITY}) of one line of an active cart (409 once ordered) and answers the cart; the cart panel's + and - buttons. To remove a line use POST .../items/delete/. The male-partner voucher stays at 1 (400 otherwise). A line that is not this cart's, or another user's cart, answers 404. Setting the quantity it already has writes nothing.`,
        params: lineParams,
        body: quantityBody,
        response: { 200: cartSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const cart = await cartOfUser(ctx.db, user.id, Number(request.params.id));
      await setLineQuantity(ctx.db, cart, Number(request.params.item_id), request.body.quantity, ctx.clock.now());
      const view = await presentCart(ctx.db, await cartOfUser(ctx.db, user.id, cart.id));
      await auditLinked(request, 'update', [view], user.id);
      return view;
    },
  );

  app.post(
    '/api/v1/cart/:id/checkout/',
    {
      config: { access: access.owner('cart') },
      schema: {
        ...common,
        summary: 'Check a cart out',
        description: [
          "Starts a checkout session (kind cart) of the cart's lines, priced on the server (subscription lines with their plan's discount), and answers its checkout_url.",
          "A cart holding a treatment or program (purchase type prescription) is bought with a consult, and the server decides which, so the browser never makes one: her unpaid (IN) vaginitis or ungated-rx consult if she has one; else a vaginitis consult on her latest ready test when its results are eligible for care and at most 21 days old; else an ungated-rx consult when a submitted health history reported symptoms and every treatment is an ungated-Rx one (ba-14, af-1, soo-3, est-1); else 409 with what would make treatment possible (also 409 while a consult of that kind is under way). A consult that does not exist yet is created by processing the paid order (POST /api/v1/orders/process), in the same transaction, in status OR: a declined or abandoned payment creates nothing and a retried one creates one consult. consult_uid (optional) names the consult instead: the caller's own (404 otherwise), unpaid (status IN) and of type vaginitis or ungated-rx (409 otherwise). An over-the-counter cart (probiotic, care, memberships, the voucher, the kit) needs no consult: null or absent, or any own consult to link the purchase to it.",
          'purchase_type (optional: prescription | over-the-counter) must match what the cart holds (400 otherwise).',
          "A missing or another user's cart: 404 'Error checking out: cart does not exist.'; an empty cart 400; an ordered cart 409; a cart with a membership when the caller has meanwhile become a member 409.",
          'The cart stays active (and editable) while the payment is pending; processing the paid order marks it ordered. Repeating the call while the cart and consult are unchanged and the checkout still open answers the same checkout_url (nothing written); after a change it starts a new one.',
          'A checkout with a consult is recorded in the audit log on that consult (consult_checkout).',
        ].join(' '),
        params: cartIdParams,
        body: checkoutBody,
        response: { 200: checkoutUrlResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const cart = await cartOfUser(ctx.db, user.id, Number(request.params.id), 'Error checking out: cart does not exist.');
      const { checkout_url, consult } = await checkoutCart(ctx.db, cart, request.body, ctx.clock.now());
      if (consult) await audit(ctx.db, ctx.clock, request, 'create', { type: 'consult_checkout', id: consult.uid, subjectUserId: user.id });
      return { checkout_url };
    },
  );
}
