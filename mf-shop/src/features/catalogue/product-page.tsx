// Product pages (SPEC §2.7): /care/shop/treatment/product/{pdpSlug}/ and /care/shop/treatment/{slug}/
// (treatments, the program, the probiotic), /care/shop/test/product/{pdpSlug}/ and
// /care/shop/test/{slug}/ (the test kit). Image, what it is for, how to use it, safety copy, price,
// one-time or Subscribe & Save on a plan, add to cart. An unknown product is the not-found page.
import { useState } from 'react';
import { Banner, Button, Link, NotFoundPage, Page, paths, QueryView, StatusPill, useParams, VisuallyHidden } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import {
  ERROR_MESSAGES,
  formatCurrency,
  productCardButtons,
  productCardState,
  showsStiPcrCheckbox,
  SAFETY_COPY,
} from '@flora/shared/domain';
import { RadioGroup } from '@flora/shared/forms';
import { useActiveCart, useAddCartItems } from '@flora/shared/data';
import { useOpenPortal } from './api/portal-link';
import { type ShopProduct, useShopProducts } from './api/shop-products';
import { ProductImage } from './components/product-image';
import { addOnItem, itemToAdd, stiPcrLabel } from './product-card';
import { GENERAL_COPY, PRODUCT_COPY } from './product-copy';
import { findProductForPage, treatmentOffer } from './shop-rules';
import styles from './product-page.module.css';
import { trackCartAdd } from './track';
import { type ShopSituation, useShopSituation } from './use-shop-situation';

export const ONE_TIME = 'one-time';

export function ProductPage({ type }: { type: 'treatment' | 'test' }) {
  const { pdpSlug, slug } = useParams();
  const products = useShopProducts();
  const situation = useShopSituation();
  const product = products.isSuccess ? findProductForPage(products.data, { type, pdpSlug, slug }) : null;
  if (products.isSuccess && !product) return <NotFoundPage />;
  const both = {
    status: products.isError || situation.status === 'error' ? 'error' : product && situation.status === 'success' ? 'success' : 'pending',
    data: product && situation.data ? { product, situation: situation.data } : undefined,
    error: products.error ?? situation.error,
    refetch: () => Promise.all([products.isError ? products.refetch() : null, situation.status === 'error' ? situation.refetch() : null]),
  } as const;
  return (
    <Page title={product?.name ?? 'Product'}>
      <QueryView query={both} loadingLabel="Loading the product…">
        {(data) => <ProductDetails product={data.product} situation={data.situation} />}
      </QueryView>
      <p className={styles.back}>
        <Link to={paths.shop.home()}>Back to Shop</Link>
      </p>
    </Page>
  );
}

function ProductDetails({ product, situation }: { product: ShopProduct; situation: ShopSituation }) {
  const copy = PRODUCT_COPY[product.slug] ?? GENERAL_COPY;
  const offer = treatmentOffer({ product, ...situation, careState: situation.careState });
  const config = product.ecomm_product.subscription_config;
  const plans = config ? Object.values(config.selling_plans) : [];
  const [withPanel, setWithPanel] = useState(false);
  const [choice, setChoice] = useState(config?.subscription_only ? (config.default_plan_id ?? ONE_TIME) : ONE_TIME);

  const cart = useActiveCart();
  const add = useAddCartItems();
  const portal = useOpenPortal();
  const cartItem = cart.data?.line_items.find((line) => line.product.id === product.id) ?? null;
  const subscribed = situation.subscribed.has(product.slug);
  const state = productCardState({ inCart: !!cartItem, subscribed });
  const buttons = productCardButtons({ state, loading: cart.isPending || add.isPending, cartItem });
  const subscription = choice !== ONE_TIME;
  const unitPrice = product.ecomm_product.price;

  const addToCart = () => {
    const item = itemToAdd(product, subscription);
    const panel = withPanel && product.add_on ? [addOnItem(product.add_on.id)] : [];
    add.mutate([subscription ? { ...item, selling_plan_id: choice } : item, ...panel], {
      onSuccess: () => trackCartAdd(product, subscription),
      onError: (error) => console.error('Adding to cart failed', error),
    });
  };

  return (
    <div className={styles.layout}>
      <ProductImage className={styles.image} src={product.image_url} />
      <div className={styles.details}>
        <p className={styles.price}>
          {product.discounted_price !== null && product.discounted_price < product.price && (
            <s className={styles.was}>
              <VisuallyHidden>Was </VisuallyHidden>
              {formatCurrency(product.price)}
            </s>
          )}
          <span>{formatCurrency(unitPrice)}</span>
        </p>
        <p className={styles.perks}>Free shipping · HSA/FSA eligible</p>

        <section aria-labelledby="pdp-purpose">
          <h2 id="pdp-purpose" className={styles.heading}>
            What it is for
          </h2>
          <p>{copy.purpose}</p>
        </section>
        <section aria-labelledby="pdp-how">
          <h2 id="pdp-how" className={styles.heading}>
            How to use it
          </h2>
          <ol className={styles.steps}>
            {copy.howToUse.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        {copy.safety.length > 0 && (
          <section aria-labelledby="pdp-safety">
            <h2 id="pdp-safety" className={styles.heading}>
              Safety
            </h2>
            <ul className={styles.safety}>
              {copy.safety.map((topic) => (
                <li key={topic}>{SAFETY_COPY[topic]}</li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="pdp-buy" className={styles.buy}>
          <h2 id="pdp-buy" className={styles.heading}>
            Buy
          </h2>
          {!offer.buyable ? (
            <Banner tone="info" title={offer.status}>
              {offer.reason}
            </Banner>
          ) : buttons.manageSubscription.visible ? (
            <>
              <p>You subscribe to this product.</p>
              <Button variant="secondary" loading={portal.isPending} loadingLabel="Opening your subscription…" onClick={() => portal.mutate()}>
                {buttons.manageSubscription.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
            </>
          ) : (
            <>
              {plans.length > 0 && state === 'not-added' && (
                <RadioGroup
                  legend="How would you like it?"
                  name="purchase"
                  value={choice}
                  onValueChange={setChoice}
                  options={[
                    ...(config?.subscription_only ? [] : [{ value: ONE_TIME, label: `One-time purchase · ${formatCurrency(unitPrice)}` }]),
                    ...plans.map((plan) => ({
                      value: plan.id,
                      label: `Subscribe & Save · ${formatCurrency(plan.price)} ${plan.name.toLowerCase()}`,
                      description: `Save ${plan.discount_percentage}%. Delivered ${plan.name.toLowerCase()}; skip or cancel any time.`,
                    })),
                  ]}
                />
              )}
              {product.add_on && showsStiPcrCheckbox(state) && (
                <Checkbox
                  label={stiPcrLabel(product.add_on.price)}
                  hint="Tests the same sample for common STIs and more vaginitis causes."
                  checked={withPanel}
                  disabled={add.isPending}
                  onChange={(event) => setWithPanel(event.currentTarget.checked)}
                />
              )}
              {state === 'added' && (
                <p className={styles.inCart}>
                  In your cart{cartItem?.is_subscription ? ' as a subscription' : ''}.
                </p>
              )}
              <Button disabled={buttons.add.disabled} loading={add.isPending} loadingLabel="Adding to your cart…" onClick={addToCart}>
                {state === 'added' ? 'Added' : subscription ? 'Subscribe & Save' : 'Add to cart'}
              </Button>
            </>
          )}
          {situation.subscriptionsFailed && <p className={styles.note}>{ERROR_MESSAGES.subscriptions}</p>}
          {!offer.buyable && offer.status !== 'Unavailable' && (
            <p className={styles.note}>
              <Link to={paths.care()}>Go to Care</Link>
            </p>
          )}
        </section>
        <StatusPill tone="info" className={styles.kind}>
          {product.kind === 'test' ? 'At-home test' : product.kind === 'routine-essential' ? 'Routine essential' : product.kind === 'bundle' ? 'Treatment program' : 'Prescription treatment'}
        </StatusPill>
      </div>
    </div>
  );
}
