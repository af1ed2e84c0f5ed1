// The rules of carts: one active cart per user, adding and removing lines (validated against the
// catalogue, all or nothing), and checking a cart out with (or without) a consult.

// Reads and writes that route files and other features use as they are.
export { listCartsOfUser } from './carts-repository';

import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { CartItemType, Database } from '../../db/schema';
import { bool } from '../../db/values';
import { checkoutUrl, startCheckout } from '../checkout';
import { consultOfUser, type ConsultRow, type ConsultType, MALE_PARTNER_VOUCHER } from '../consults';
import { programTreatments } from '../tests';
import { careConsultFor } from './care-consult';
import { findProductById, findProductBySlug, findProductsByIds, KIT_ADD_ON_SLUG, sellingPlansOf } from '../products';
import { findMembership, MEMBERSHIP_KIND, membershipActions } from '../subscriptions';
import type { CartView, CheckoutRequest, ItemToAdd } from './cart-schemas';
import { type CartCatalogue, purchaseTypeOf, toCartView } from './cart-view';
import {
  type CartItemRow,
  type CartLineWrite,
  type CartRow,
  consultUids,
  deleteCartLines,
  findActiveCart,
  findCartOfUser,
  findSession,
  insertActiveCart,
  insertCartLine,
  itemsOfCarts,
  linkCheckout,
  touchActiveCart,
  updateCartLine,
} from './carts-repository';

/** Most units of one product in a cart. */
export const MAX_QUANTITY = 10;
/** The product kind each treatment item type names; product lines take any other kind but add-ons. */
const TREATMENT_KIND: Partial<Record<CartItemType, string>> = { 'individual-treatment': 'treatment', 'bundle-treatment': 'bundle' };
const NOT_A_PRODUCT_LINE = ['treatment', 'bundle', 'add-on'];
/**
 * The one add-on a cart takes: the expanded PCR panel (with STI testing), chosen on a test kit's card
 * (SPEC §5 STI + PCR panel checkbox). Decision: only beside a test kit in the same cart, one per
 * cart (like the voucher), and it leaves the cart with the last kit.
 */
const TEST_KIT_KIND = 'test';
const KIT_ADD_ON_NEEDS_KIT = 'The expanded PCR panel is added with a test kit.';
/** Consult types that buy treatments. */
const TREATMENT_CONSULT_TYPES = ['vaginitis', 'ungated-rx'];

export async function presentCarts(db: Kysely<Database>, carts: readonly CartRow[]): Promise<CartView[]> {
  const items = await itemsOfCarts(db, carts.map((c) => c.id));
  const products = await findProductsByIds(db, [...new Set(items.map((i) => i.product_id))]);
  const catalogue: CartCatalogue = {
    products: new Map(products.map((p) => [p.id, p])),
    plans: await sellingPlansOf(db, products.map((p) => p.id)),
  };
  const uids = await consultUids(db, carts.flatMap((c) => (c.consult_id === null ? [] : [c.consult_id])));
  return carts.map((cart) =>
    toCartView(
      cart,
      items.filter((i) => i.cart_id === cart.id),
      catalogue,
      cart.consult_id === null ? null : (uids.get(cart.consult_id) ?? null),
    ),
  );
}

export const presentCart = async (db: Kysely<Database>, cart: CartRow) => (await presentCarts(db, [cart]))[0];

/** The user's active cart, created when there is none; `created` says which. */
export async function getOrCreateCart(db: Kysely<Database>, userId: number, now: Date): Promise<{ cart: CartRow; created: boolean }> {
  const existing = await findActiveCart(db, userId);
  if (existing) return { cart: existing, created: false };
  const created = await insertActiveCart(db, userId, now);
  // Another request may have created it between the two statements: the unique index kept one.
  return { cart: (await findActiveCart(db, userId))!, created };
}

export async function cartOfUser(db: Kysely<Database>, userId: number, id: number, detail = 'No such cart.'): Promise<CartRow> {
  const cart = await findCartOfUser(db, userId, id);
  if (!cart) throw notFound(detail);
  return cart;
}

const ORDERED = 'This cart has been ordered; it can no longer change.';
const requireActive = (cart: CartRow) => {
  if (cart.status !== 'active') throw conflict(ORDERED);
};

interface ResolvedItem {
  line: CartLineWrite;
  voucher: boolean;
  /** The PCR panel bought with a test kit (SPEC §5: the test card's STI + PCR panel checkbox). */
  kitAddOn: boolean;
  kit: boolean;
  membership: boolean;
}

const ALREADY_A_MEMBER = 'You already have a membership: change or resume it in My Account instead of buying another.';

/** A member changes (or, cancelled and still running, resumes) her membership in My Account; a second one is never sold alongside it. */
const hasMembership = async (db: Kysely<Database>, userId: number, now: Date) => !membershipActions(await findMembership(db, userId, now)).can_subscribe;

/** Checks one item against the catalogue; the error names the item and the field at fault. */
async function resolveItem(db: Kysely<Database>, item: ItemToAdd, index: number): Promise<ResolvedItem> {
  const at = (field: string) => `items[${index}].${field}`;
  const treatmentKind = TREATMENT_KIND[item.item_type];
  let product;
  if (treatmentKind) {
    if (item.treatment_product == null) throw badRequest(`A ${item.item_type} item needs treatment_product.`, at('treatment_product'));
    if (item.product_id != null) throw badRequest(`A ${item.item_type} item names its treatment in treatment_product, not product_id.`, at('product_id'));
    const ref = item.treatment_product;
    product = typeof ref === 'number' ? await findProductById(db, ref) : await findProductBySlug(db, ref);
    if (!product || product.kind !== treatmentKind) {
      throw badRequest(`Unknown ${treatmentKind === 'bundle' ? 'treatment program' : 'treatment'}: ${ref}.`, at('treatment_product'));
    }
  } else {
    if (item.product_id == null) throw badRequest('A product item needs product_id.', at('product_id'));
    if (item.treatment_product != null) throw badRequest('A product item names its product in product_id, not treatment_product.', at('treatment_product'));
    product = await findProductById(db, item.product_id);
    if (!product) throw badRequest(`Unknown product: ${item.product_id}.`, at('product_id'));
    if (NOT_A_PRODUCT_LINE.includes(product.kind) && product.slug !== KIT_ADD_ON_SLUG) {
      throw badRequest(
        product.kind === 'add-on'
          ? `${product.slug} is an add-on: it is bought with its test or provider order, not in a cart (only ${KIT_ADD_ON_SLUG} goes with a test kit).`
          : `${product.slug} is a treatment: add it with item_type ${product.kind === 'bundle' ? 'bundle-treatment' : 'individual-treatment'}.`,
        at('product_id'),
      );
    }
  }
  const voucher = product.slug === MALE_PARTNER_VOUCHER;
  if (voucher && item.quantity !== 1) throw badRequest(`${product.slug} is added one at a time (quantity 1).`, at('quantity'));

  const subscription = item.is_subscription ?? false;
  const plans = (await sellingPlansOf(db, [product.id])).get(product.id) ?? [];
  let planId: string | null = null;
  if (subscription) {
    if (!plans.length) throw badRequest(`${product.slug} is not sold as a subscription.`, at('is_subscription'));
    planId = item.selling_plan_id ?? product.default_selling_plan_id ?? plans[0].id;
    if (!plans.some((p) => p.id === planId)) throw badRequest(`Unknown selling plan ${planId} for ${product.slug}.`, at('selling_plan_id'));
  } else {
    if (item.selling_plan_id != null) throw badRequest('A selling plan is for a subscription: set is_subscription.', at('selling_plan_id'));
    if (bool(product.subscription_only)) throw badRequest(`${product.slug} is sold only as a subscription.`, at('is_subscription'));
  }
  return {
    voucher,
    kitAddOn: product.slug === KIT_ADD_ON_SLUG,
    kit: product.kind === TEST_KIT_KIND,
    membership: product.kind === MEMBERSHIP_KIND,
    line: { product_id: product.id, item_type: item.item_type, is_subscription: subscription, selling_plan_id: planId, quantity: item.quantity },
  };
}

/** The writable fields of a stored line. */
const lineOf = (row: CartItemRow): CartLineWrite => ({
  product_id: row.product_id,
  item_type: row.item_type,
  is_subscription: bool(row.is_subscription),
  selling_plan_id: row.selling_plan_id,
  quantity: row.quantity,
});
const sameLine = (a: CartLineWrite, b: CartLineWrite) => (Object.keys(a) as (keyof CartLineWrite)[]).every((k) => a[k] === b[k]);

/**
 * Adds the items (or more of a product already in the cart: one line per product, the latest
 * subscription choice wins). Every item is checked before anything is written.
 */
export async function addItems(db: Kysely<Database>, cart: CartRow, items: readonly ItemToAdd[], now: Date): Promise<void> {
  requireActive(cart);
  const resolved: ResolvedItem[] = [];
  for (const [i, item] of items.entries()) resolved.push(await resolveItem(db, item, i));
  const membership = resolved.findIndex((r) => r.membership);
  if (membership >= 0 && (await hasMembership(db, cart.user_id, now))) throw badRequest(ALREADY_A_MEMBER, `items[${membership}].product_id`);

  const addOn = resolved.findIndex((r) => r.kitAddOn);
  if (addOn >= 0 && !resolved.some((r) => r.kit) && !(await cartHoldsKit(db, cart.id))) {
    throw badRequest(KIT_ADD_ON_NEEDS_KIT, `items[${addOn}].product_id`);
  }

  await db.transaction().execute(async (trx) => {
    if (!(await touchActiveCart(trx, cart.id, now))) throw conflict(ORDERED);
    const lines = new Map<number, { row?: CartItemRow; line: CartLineWrite }>(
      (await itemsOfCarts(trx, [cart.id])).map((row) => [row.product_id, { row, line: lineOf(row) }]),
    );
    for (const [i, { line, voucher, kitAddOn }] of resolved.entries()) {
      const current = lines.get(line.product_id);
      // The voucher (SPEC §9: quantity 1 per add) and the kit's PCR panel stay at one per cart; others add up.
      const quantity = voucher || kitAddOn ? 1 : (current?.line.quantity ?? 0) + line.quantity;
      if (quantity > MAX_QUANTITY) throw badRequest(`At most ${MAX_QUANTITY} of one product in a cart.`, `items[${i}].quantity`);
      lines.set(line.product_id, { row: current?.row, line: { ...line, quantity } });
    }
    for (const { row, line } of lines.values()) {
      if (!row) await insertCartLine(trx, cart.id, line, now);
      else if (!sameLine(lineOf(row), line)) await updateCartLine(trx, row.id, line, now);
    }
  });
}

/** Whether the cart holds a test kit. */
async function cartHoldsKit(db: Kysely<Database>, cartId: number): Promise<boolean> {
  const rows = await itemsOfCarts(db, [cartId]);
  return (await findProductsByIds(db, rows.map((r) => r.product_id))).some((p) => p.kind === TEST_KIT_KIND);
}

/** Removes lines of the cart; ids that are not (or no longer) its lines are ignored, so a repeat changes nothing. */
export async function removeItems(db: Kysely<Database>, cart: CartRow, itemIds: readonly number[], now: Date): Promise<void> {
  requireActive(cart);
  const rows = await itemsOfCarts(db, [cart.id]);
  const own = new Set(rows.map((i) => i.id));
  const ids = itemIds.filter((id) => own.has(id));
  if (!ids.length) return;
  // The kit's PCR panel leaves with the last test kit.
  const products = new Map((await findProductsByIds(db, rows.map((r) => r.product_id))).map((p) => [p.id, p]));
  const kindOf = (row: CartItemRow) => products.get(row.product_id);
  const kitsLeft = rows.filter((r) => !ids.includes(r.id) && kindOf(r)?.kind === TEST_KIT_KIND);
  if (!kitsLeft.length) ids.push(...rows.filter((r) => kindOf(r)?.slug === KIT_ADD_ON_SLUG && !ids.includes(r.id)).map((r) => r.id));
  await db.transaction().execute(async (trx) => {
    if (!(await touchActiveCart(trx, cart.id, now))) throw conflict(ORDERED);
    await deleteCartLines(trx, cart.id, ids);
  });
}

/**
 * Sets the quantity of one line of the cart (1-MAX_QUANTITY; remove a line with removeItems). The
 * male-partner voucher stays at 1 (SPEC §9). A line that is not this cart's answers 404.
 */
export async function setLineQuantity(db: Kysely<Database>, cart: CartRow, lineId: number, quantity: number, now: Date): Promise<void> {
  requireActive(cart);
  const row = (await itemsOfCarts(db, [cart.id])).find((i) => i.id === lineId);
  if (!row) throw notFound('No such line in this cart.');
  if (row.quantity === quantity) return;
  const product = await findProductById(db, row.product_id);
  if (product?.slug === MALE_PARTNER_VOUCHER && quantity !== 1) throw badRequest(`${product.slug} stays at quantity 1.`, 'quantity');
  await db.transaction().execute(async (trx) => {
    if (!(await touchActiveCart(trx, cart.id, now))) throw conflict(ORDERED);
    await updateCartLine(trx, row.id, { ...lineOf(row), quantity }, now);
  });
}

/**
 * The consult a checkout is for. Named (consult_uid): the caller's own (404), unpaid (IN) and of a
 * treatment type when the cart holds treatments (409). Not named, a cart of treatments gets the one
 * the server decides (care-consult.ts): an existing unpaid consult, or the type and test of the one
 * its paid order will create.
 */
async function checkoutConsult(
  db: Kysely<Database>,
  userId: number,
  uid: string | null | undefined,
  treatments: readonly string[] | null,
  now: Date,
): Promise<{ consult: ConsultRow | null; type: ConsultType | null; testId: number | null }> {
  if (uid == null) {
    if (!treatments) return { consult: null, type: null, testId: null };
    const care = await careConsultFor(db, userId, treatments, now);
    return 'consult' in care ? { consult: care.consult, type: null, testId: care.consult.test_id } : { consult: null, ...care };
  }
  const consult = await consultOfUser(db, userId, uid);
  if (treatments) {
    if (!TREATMENT_CONSULT_TYPES.includes(consult.type)) throw conflict(`Treatments cannot be bought with a ${consult.type} consult.`);
    if (consult.status !== 'IN' || consult.paid_at !== null) {
      throw conflict(`Treatments are bought with an unpaid consult (status IN); this one is in status ${consult.status}.`);
    }
  }
  return { consult, type: null, testId: consult.test_id };
}

/** The treatments a cart's lines stand for (a program as the treatments it holds). */
const treatmentSlugs = (view: CartView): string[] => [
  ...new Set(
    view.line_items.flatMap((l) =>
      l.item_type === 'bundle-treatment' ? programTreatments(l.product.slug) : l.item_type === 'individual-treatment' ? [l.product.slug] : [],
    ),
  ),
];

/**
 * Starts a checkout (kind cart) of the cart's lines, priced on the server. A repeat while the cart is
 * unchanged and its checkout still open answers the same checkout (double submission writes nothing).
 */
export async function checkoutCart(
  db: Kysely<Database>,
  cart: CartRow,
  request: CheckoutRequest,
  now: Date,
): Promise<{ checkout_url: string; consult: ConsultRow | null }> {
  requireActive(cart);
  const view = await presentCart(db, cart);
  if (!view.line_items.length) throw badRequest('Error checking out: the cart is empty.');
  const purchaseType = purchaseTypeOf(view.line_items)!;
  // The cart may hold a membership from before she became a member (another order).
  const products = await findProductsByIds(db, view.line_items.map((l) => l.product.id));
  if (products.some((p) => p.kind === MEMBERSHIP_KIND) && (await hasMembership(db, cart.user_id, now))) throw conflict(ALREADY_A_MEMBER);
  if (request.purchase_type != null && request.purchase_type !== purchaseType) {
    throw badRequest(`This cart is a ${purchaseType} purchase${purchaseType === 'prescription' ? ': it holds treatments' : ''}.`, 'purchase_type');
  }
  const treatments = purchaseType === 'prescription' ? treatmentSlugs(view) : null;
  const { consult, type, testId } = await checkoutConsult(db, cart.user_id, request.consult_uid, treatments, now);
  const consultId = consult?.id ?? null;

  if (cart.checkout_session_id) {
    const last = await findSession(db, cart.user_id, cart.checkout_session_id);
    if (last?.status === 'open' && last.consult_id === consultId && last.consult_type === type && last.test_id === testId) {
      return { checkout_url: checkoutUrl(last.id), consult };
    }
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const started = await startCheckout(
        trx,
        {
          userId: cart.user_id,
          kind: 'cart',
          consultId,
          consultType: type,
          testId,
          items: view.line_items.map((l) => ({ slug: l.product.slug, quantity: l.quantity, is_subscription: l.is_subscription, selling_plan_id: l.selling_plan_id })),
        },
        now,
      );
      if (!(await linkCheckout(trx, cart.id, cart.checkout_session_id, started.id, consultId, now))) throw new CheckoutRaceLost();
      return { checkout_url: started.checkout_url, consult };
    });
  } catch (error) {
    if (!(error instanceof CheckoutRaceLost)) throw error;
    // A concurrent checkout of this cart linked its session first (this one is rolled back): answer as
    // a repeat after it, so a cart checked out twice at once has one checkout to pay, not two (issue 28).
    return checkoutCart(db, await cartOfUser(db, cart.user_id, cart.id), request, now);
  }
}

/** Rolls back a checkout whose cart a concurrent checkout linked first. */
class CheckoutRaceLost extends Error {}
