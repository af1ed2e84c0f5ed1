// Product card states, buttons and prices (SPEC §2.9 shop-all card, §4 product card states, §5).
import { MALE_PARTNER_DEFAULT_PRODUCT, ROUTINE_ESSENTIAL_SLUGS } from './constants';
import type { EcommProduct, ItemType, LineItem, Product } from './shop-entities';

export type ProductCardState = 'not-added' | 'added' | 'subscribed';

export const PRODUCT_CARD_LABELS = {
  add: 'Add',
  added: 'Added',
  subscribe: 'Subscribe & Save',
  manageSubscription: 'Manage Subscription',
} as const;

/** The male-partner voucher card copy (SPEC §2.9). */
export const MALE_PARTNER_VOUCHER_CARD = {
  label: 'For Partner',
  title: 'Male Partner BV Treatment Voucher',
  tagline: 'Break the cycle of BV recurrence.',
} as const;

/** Subscribed wins over added (in the cart), else not added. */
export const productCardState = ({ inCart, subscribed }: { inCart: boolean; subscribed: boolean }): ProductCardState =>
  subscribed ? 'subscribed' : inCart ? 'added' : 'not-added';

export interface CardButton {
  visible: boolean;
  disabled: boolean;
  label: string;
}

export interface ProductCardButtons {
  add: CardButton;
  subscribe: CardButton;
  /** Opens the subscription portal link in a new tab. */
  manageSubscription: { visible: boolean; label: string };
}

/**
 * Buttons of a card (SPEC §4): disabled while loading or already added; subscribe hidden when the cart
 * item is a subscription, plain add hidden when it is not. A subscribed card shows only Manage Subscription.
 */
export function productCardButtons(input: {
  state: ProductCardState;
  loading?: boolean;
  cartItem?: Pick<LineItem, 'is_subscription'> | null;
}): ProductCardButtons {
  const { state, loading = false, cartItem } = input;
  const subscribed = state === 'subscribed';
  const added = state === 'added';
  const disabled = loading || added;
  const button = (hidden: boolean, label: string): CardButton => ({
    visible: !subscribed && !hidden,
    disabled,
    label: added ? PRODUCT_CARD_LABELS.added : label,
  });
  return {
    add: button(!!cartItem && !cartItem.is_subscription, PRODUCT_CARD_LABELS.add),
    subscribe: button(!!cartItem?.is_subscription, PRODUCT_CARD_LABELS.subscribe),
    manageSubscription: { visible: subscribed, label: PRODUCT_CARD_LABELS.manageSubscription },
  };
}

/** The STI plus PCR panel checkbox shows only on test cards not yet added or subscribed (SPEC §5). */
export const showsStiPcrCheckbox = (state: ProductCardState): boolean => state === 'not-added';

/** The default selling plan's discount percent, 0 without a subscription config or plan. */
export function defaultPlanDiscountPercent(ecomm: Pick<EcommProduct, 'subscription_config'> | null | undefined): number {
  const config = ecomm?.subscription_config;
  if (!config?.default_plan_id) return 0;
  return config.selling_plans[config.default_plan_id]?.discount_percentage ?? 0;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

/** Shown cart price = price x (1 - default plan discount percent / 100), to the cent (SPEC §4). */
export const shownCartPrice = (ecomm: Pick<EcommProduct, 'price' | 'subscription_config'> | null | undefined): number =>
  cents((ecomm?.price ?? 0) * (1 - defaultPlanDiscountPercent(ecomm) / 100));

/**
 * The voucher card's price in whole dollars (SPEC §2.9): the discounted price if present (positive),
 * else the price; with no product, the male-partner default of SPEC §9.
 */
export function voucherCardPrice(product: Pick<Product, 'price' | 'discounted_price'> | null | undefined): number {
  if (!product) return MALE_PARTNER_DEFAULT_PRODUCT.price;
  const discounted = product.discounted_price;
  return Math.round(discounted !== null && discounted > 0 ? discounted : product.price);
}

export const isRoutineEssential = (slug: string | null | undefined): boolean => !!slug && ROUTINE_ESSENTIAL_SLUGS.includes(slug);

export type CartAddEventType = ItemType | 'routine-essential';

/** The cart add event's type: 'routine-essential' for a routine essential, else the item type (SPEC §4). */
export const cartAddEventType = ({ itemType, slug }: { itemType: ItemType; slug?: string | null }): CartAddEventType =>
  isRoutineEssential(slug) ? 'routine-essential' : itemType;
