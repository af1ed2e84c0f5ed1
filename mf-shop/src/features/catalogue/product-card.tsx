// One product of the shop (SPEC §2.9, §4 product card states): not added, Added (in her cart) or
// subscribed (Manage Subscription opens her portal in a new tab). Buttons are disabled while the cart
// loads or an add is under way, and once added; Subscribe & Save shows the default plan's price.
// A treatment she may not buy shows why instead of its buttons.
import { useId, useState } from 'react';
import { Button, Card, Link, StatusPill, VisuallyHidden } from '@flora/shared';
import { Checkbox, useIsNarrowScreen } from '@flora/shared/widgets';
import {
  formatCurrency,
  MALE_PARTNER_DEFAULT_PRODUCT,
  MALE_PARTNER_VOUCHER_CARD,
  productCardButtons,
  productCardState,
  showsStiPcrCheckbox,
  shownCartPrice,
  voucherCardPrice,
} from '@flora/shared/domain';
import { type CartItemToAdd, useActiveCart, useAddCartItems } from '@flora/shared/data';
import { useOpenPortal } from './api/portal-link';
import type { ShopProduct } from './api/shop-products';
import { ProductImage } from './components/product-image';
import { isProbiotic, isTest, legacyProductPagePath, PROBIOTIC_PROMO_IMAGE, productPagePath, sectionOf, type TreatmentOffer } from './shop-rules';
import styles from './shop.module.css';
import { trackCartAdd } from './track';

export interface ProductCardProps {
  product: ShopProduct;
  offer: TreatmentOffer;
  subscribed: boolean;
  /** The newPDP flag: the new product page, else the legacy one in a new tab (the probiotic card). */
  newPdp: boolean;
}

/** The cart line item of a product. */
export function itemToAdd(product: ShopProduct, subscription: boolean): CartItemToAdd {
  const treatment = sectionOf(product) === 'treatments';
  return {
    item_type: product.item_type,
    quantity: 1,
    treatment_product: treatment ? product.id : null,
    product_id: treatment ? null : product.id,
    is_subscription: subscription,
    ...(subscription ? { selling_plan_id: product.ecomm_product.subscription_config?.default_plan_id ?? null } : {}),
  };
}

/** The test card's checkbox (SPEC §5: only while the kit is not added or subscribed). */
export const stiPcrLabel = (price: number) => `Add the STI + expanded PCR panel (+${formatCurrency(price)})`;
/** What the panel is (vpcr-add-on): wider than the STI-only panel providers add to their orders, hence its own price. */
const STI_PCR_HINT = 'PCR on the same sample for sexually transmitted infections and more. If it finds an STI, you can start treatment from your results.';

/** A test kit's PCR panel, a product line beside the kit. */
export const addOnItem = (id: number): CartItemToAdd => ({ item_type: 'product', quantity: 1, treatment_product: null, product_id: id, is_subscription: false });

export function ProductCard({ product, offer, subscribed, newPdp }: ProductCardProps) {
  const cart = useActiveCart();
  const add = useAddCartItems();
  const portal = useOpenPortal();
  const narrow = useIsNarrowScreen();
  const titleId = useId();
  const [withPanel, setWithPanel] = useState(false);

  const voucher = product.slug === MALE_PARTNER_DEFAULT_PRODUCT.voucherSlug;
  const cartItem = cart.data?.line_items.find((line) => line.product.id === product.id) ?? null;
  const state = productCardState({ inCart: !!cartItem, subscribed });
  const buttons = productCardButtons({ state, loading: cart.isPending || add.isPending, cartItem });
  const config = product.ecomm_product.subscription_config;
  const plan = config ? config.selling_plans[config.default_plan_id] : undefined;
  const canSubscribe = !!config && !!plan;
  const oneTime = !config?.subscription_only;

  const addToCart = (subscription: boolean) => {
    const panel = withPanel && product.add_on ? [addOnItem(product.add_on.id)] : [];
    add.mutate([itemToAdd(product, subscription), ...panel], {
      onSuccess: () => trackCartAdd(product, subscription),
      // SPEC §8: a failed add is logged only; the button recovers.
      onError: (error) => console.error('Adding to cart failed', error),
    });
  };

  const promo = isProbiotic(product) && !narrow;
  const image = promo ? PROBIOTIC_PROMO_IMAGE : product.image_url;
  const hasPage = !!product.pdp_slug || isTest(product) || sectionOf(product) === 'treatments';
  const title = voucher ? MALE_PARTNER_VOUCHER_CARD.title : product.name;

  return (
    <Card className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <ProductImage className={promo ? styles.promo : styles.image} src={image} lazy />
        {voucher && <p className={styles.label}>{MALE_PARTNER_VOUCHER_CARD.label}</p>}
        <h3 className={styles.name} id={titleId}>
          {!hasPage ? (
            title
          ) : isProbiotic(product) && !newPdp ? (
            <a href={legacyProductPagePath(product)} target="_blank" rel="noopener noreferrer">
              {title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            <Link to={productPagePath(product)}>{title}</Link>
          )}
        </h3>
        {voucher && <p className={styles.tagline}>{MALE_PARTNER_VOUCHER_CARD.tagline}</p>}
        <p className={styles.price}>
          {voucher ? (
            formatCurrency(voucherCardPrice(product))
          ) : (
            <>
              {product.discounted_price !== null && product.discounted_price < product.price && (
                <s className={styles.was}>
                  <VisuallyHidden>Was </VisuallyHidden>
                  {formatCurrency(product.price)}
                </s>
              )}
              <span>{formatCurrency(product.discounted_price ?? product.price)}</span>
            </>
          )}
        </p>
        {canSubscribe && plan && (
          <p className={styles.subscribePrice}>
            {formatCurrency(shownCartPrice(product.ecomm_product))} with Subscribe &amp; Save · {plan.name.toLowerCase()} (save{' '}
            {plan.discount_percentage}%)
          </p>
        )}

        {!offer.buyable ? (
          <div className={styles.offer}>
            <StatusPill tone={offer.status === 'Unavailable' ? 'neutral' : 'warning'}>{offer.status}</StatusPill>
            <p className={styles.reason}>{offer.reason}</p>
          </div>
        ) : (
          <div className={styles.actions}>
            {product.add_on && showsStiPcrCheckbox(state) && (
              <Checkbox
                label={stiPcrLabel(product.add_on.price)}
                hint={STI_PCR_HINT}
                checked={withPanel}
                disabled={add.isPending}
                onChange={(event) => setWithPanel(event.currentTarget.checked)}
              />
            )}
            {buttons.manageSubscription.visible && (
              <Button variant="secondary" loading={portal.isPending} loadingLabel="Opening your subscription…" onClick={() => portal.mutate()}>
                {buttons.manageSubscription.label}
                <VisuallyHidden> for {title} (opens in a new tab)</VisuallyHidden>
              </Button>
            )}
            {/* Without Subscribe & Save, one button: Add, then Added (the rule hides one of the pair once added). */}
            {oneTime && (canSubscribe ? buttons.add.visible : buttons.add.visible || buttons.subscribe.visible) && (
              <Button variant="secondary" disabled={buttons.add.disabled} onClick={() => addToCart(false)}>
                {buttons.add.label}
                <VisuallyHidden> {title}</VisuallyHidden>
              </Button>
            )}
            {canSubscribe && buttons.subscribe.visible && (
              <Button disabled={buttons.subscribe.disabled} onClick={() => addToCart(true)}>
                {buttons.subscribe.label}
                <VisuallyHidden> {title}</VisuallyHidden>
              </Button>
            )}
          </div>
        )}
      </article>
    </Card>
  );
}
