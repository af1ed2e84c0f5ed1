// The cart panel (SPEC §3 cart, §9 shipping): the lines with quantity and remove, the delivery
// choice, the totals and Checkout to the payment page. Prices always come from the API.
import { useState } from 'react';
import {
  Banner,
  Button,
  buttonClassName,
  EmptyState,
  errorMessage,
  layoutClassNames,
  Link,
  LoadingState,
  paths,
  RetryButton,
} from '@flora/shared';
import { ERROR_MESSAGES, formatCurrency, MALE_PARTNER_DEFAULT_PRODUCT, SHIPPING } from '@flora/shared/domain';
import { SidePanel } from '@flora/shared/widgets';
import { leaveFor, useActiveCart, type Cart } from '@flora/shared/data';
import { RadioGroup } from '@flora/shared/forms';
import { useCheckoutCart } from './api/checkout-cart';
import { useRemoveCartItems } from './api/remove-cart-items';
import { useUpdateLineQuantity } from './api/update-line-quantity';
import { DELIVERY_CHOICES, deliveryChoice, rememberDelivery, rememberedDelivery, withDelivery } from './delivery';
import styles from './cart.module.css';

export const DECLINED_MESSAGE = 'Your payment was declined. Your cart is as you left it.';
const MAX_QUANTITY = 10;

type Line = Cart['line_items'][number];

export function CartPanelBody({ declined, onClose }: { declined: boolean; onClose: () => void }) {
  const cart = useActiveCart();
  const data = cart.data;
  const hasLines = Boolean(data?.line_items.length);
  const [delivery, setDelivery] = useState(rememberedDelivery);
  const chooseDelivery = (method: string) => {
    setDelivery(method);
    rememberDelivery(method);
  };
  const checkout = useCheckoutCart();

  const startCheckout = (current: Cart) =>
    checkout.mutate(current, { onSuccess: ({ checkout_url }) => leaveFor(withDelivery(checkout_url, delivery)) });

  return (
    <SidePanel
      open
      onClose={onClose}
      title="Your cart"
      closeLabel="Close cart"
      // Its lines load and change under the keyboard (+, −, Remove): focus starts on its close button.
      initialFocus="close"
      footer={
        data && hasLines ? (
          <div className={styles.footer}>
            {checkout.isError && (
              <Banner tone="error">
                {checkout.error.message === ERROR_MESSAGES.checkoutWithoutCart ? ERROR_MESSAGES.checkoutWithoutCart : errorMessage(checkout.error)}
              </Banner>
            )}
            <Button fullWidth loading={checkout.isPending || checkout.isSuccess} onClick={() => startCheckout(data)}>
              Checkout
            </Button>
          </div>
        ) : undefined
      }
    >
      {declined && (
        <Banner tone="warning" title="Payment declined">
          {DECLINED_MESSAGE}
        </Banner>
      )}
      {cart.isPending ? (
        <LoadingState label="Loading your cart" />
      ) : cart.isError && !data ? (
        <Banner
          tone="error"
          action={
            <RetryButton query={cart} />
          }
        >
          {ERROR_MESSAGES.cartLoad}
        </Banner>
      ) : !data || !hasLines ? (
        <EmptyState
          title="Your cart is empty"
          message="Tests, treatments and care products you add will show here."
          action={
            <Link to={paths.shop.home()} className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
              Shop all
            </Link>
          }
        />
      ) : (
        <CartContents cart={data} delivery={delivery} onDeliveryChange={chooseDelivery} />
      )}
    </SidePanel>
  );
}

function CartContents({ cart, delivery, onDeliveryChange }: { cart: Cart; delivery: string; onDeliveryChange: (method: string) => void }) {
  const shipping = deliveryChoice(delivery).price;
  return (
    <div className={styles.contents}>
      <ul className={styles.lines} aria-label="Items in your cart">
        {cart.line_items.map((line) => (
          <CartLine key={line.id} cartId={cart.id} line={line} />
        ))}
      </ul>

      <RadioGroup
        legend="Delivery"
        name="delivery"
        value={delivery}
        onValueChange={onDeliveryChange}
        options={DELIVERY_CHOICES.map((c) => ({
          value: c.method,
          label: `${c.label}: ${c.price ? `+${formatCurrency(c.price)}` : 'Free'}`,
          description: c.window,
        }))}
      />
      <ul className={styles.perks}>
        {SHIPPING.free && <li>Free standard shipping</li>}
        {SHIPPING.hsaFsaEligible && <li>HSA/FSA eligible</li>}
      </ul>

      <dl className={styles.totals} aria-label="Order total">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCurrency(cart.subtotal)}</dd>
        </div>
        {cart.subscription_discount > 0 && (
          <div>
            <dt>Subscribe &amp; Save</dt>
            <dd>−{formatCurrency(cart.subscription_discount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{shipping ? formatCurrency(shipping) : 'Free'}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatCurrency(cart.total + shipping)}</dd>
        </div>
      </dl>
    </div>
  );
}

function planLabel(line: Line): string {
  if (!line.is_subscription) return 'One-time purchase';
  const plan = line.selling_plan_id ? line.ecomm_product.subscription_config?.selling_plans[line.selling_plan_id] : undefined;
  return plan ? `Subscribe & Save: ${plan.name}, ${plan.discount_percentage}% off` : 'Subscribe & Save';
}

function CartLine({ cartId, line }: { cartId: number; line: Line }) {
  const quantity = useUpdateLineQuantity(cartId);
  const remove = useRemoveCartItems(cartId);
  const name = line.product.name;
  const fixedQuantity = line.product.slug === MALE_PARTNER_DEFAULT_PRODUCT.voucherSlug;
  const busy = quantity.isPending || remove.isPending;
  const error = quantity.error ?? remove.error;
  const setQuantity = (next: number) => quantity.mutate({ lineId: line.id, quantity: next });

  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <h3 className={styles.name}>{name}</h3>
        <span className={styles.lineTotal}>{formatCurrency(line.line_total)}</span>
      </div>
      <p className={styles.plan}>
        {planLabel(line)} · {formatCurrency(line.price)} each
      </p>
      <div className={layoutClassNames.toolbar}>
        {fixedQuantity ? (
          <span className={styles.quantity}>Quantity 1</span>
        ) : (
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
            <button
              type="button"
              className={styles.step}
              aria-label={`Decrease quantity of ${name}`}
              disabled={busy || line.quantity <= 1}
              onClick={() => setQuantity(line.quantity - 1)}
            >
              −
            </button>
            <output className={styles.quantity} aria-live="polite" aria-label={`Quantity of ${name}`}>
              {line.quantity}
            </output>
            <button
              type="button"
              className={styles.step}
              aria-label={`Increase quantity of ${name}`}
              disabled={busy || line.quantity >= MAX_QUANTITY}
              onClick={() => setQuantity(line.quantity + 1)}
            >
              +
            </button>
          </div>
        )}
        <Button variant="ghost" disabled={busy} onClick={() => remove.mutate([line.id])} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
      {error && <Banner tone="error">{errorMessage(error)}</Banner>}
    </li>
  );
}
