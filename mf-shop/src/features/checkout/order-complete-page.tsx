// The order confirmation (issue 16): the payment page returns a paid order here with its ids; the
// page processes it (POST /api/v1/orders/process, idempotent) and shows the order number, the
// items and what happens next by what was bought.
import { Banner, buttonClassName, errorMessage, Link, LoadingState, Page, paths, RetryButton, useLocation } from '@flora/shared';
import { formatCurrency, formatDisplayDate } from '@flora/shared/domain';
import { orderReturnOf, useProcessOrder, type ProcessedOrder } from '@flora/shared/data';
import { useSubscriptions } from '../../lib/api/subscriptions';
import { nextSteps, type NextStep } from './next-steps';
import styles from './checkout.module.css';

/** What processing changes: the cart (ordered now) and the list of orders. */
const PROCESSING_CHANGES = ['/api/v1/cart/', '/api/v1/orders/'];

export function OrderCompletePage() {
  const { search } = useLocation();
  const ids = orderReturnOf(search);
  const order = useProcessOrder(ids, PROCESSING_CHANGES);

  if (!ids) {
    return (
      <Page title="Order" width="narrow">
        <Banner tone="error" action={<Link to={paths.accountOrders()}>See your orders</Link>}>
          This link is missing its order details. Your orders are in My Account.
        </Banner>
      </Page>
    );
  }
  if (order.isPending) {
    return (
      <Page title="Thank you for your order" width="narrow">
        <LoadingState label="Confirming your order" />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page title="Thank you for your order" width="narrow">
        <Banner
          tone="error"
          title="We could not confirm your order"
          action={
            <RetryButton query={order} />
          }
        >
          {errorMessage(order.error)}. Your payment is safe; if this keeps happening, your orders are in My Account.
        </Banner>
      </Page>
    );
  }
  return <OrderConfirmation order={order.data} />;
}

function OrderConfirmation({ order }: { order: ProcessedOrder }) {
  const steps = nextSteps(order);
  return (
    <Page title="Thank you for your order" description={`Order ${order.order_number}. A receipt is on its way to ${order.order_email}.`} width="narrow">
      <section aria-labelledby="next-heading" className={styles.section}>
        <h2 id="next-heading" className={styles.heading}>
          What happens next
        </h2>
        <ul className={styles.steps}>
          {steps.map((step) => (
            <li key={step.kind}>
              <Step step={step} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="items-heading" className={styles.section}>
        <h2 id="items-heading" className={styles.heading}>
          Your order
        </h2>
        <ul className={styles.items} aria-label="Items">
          {order.line_items.map((line) => (
            <li key={line.slug} className={styles.item}>
              <span>
                {line.name} × {line.quantity}
                {line.is_subscription && <span className={styles.muted}> · Subscribe &amp; Save</span>}
              </span>
              <span>{formatCurrency(line.price)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          {order.delivery && (
            <div>
              <dt>
                {order.delivery.label} ({order.delivery.window})
              </dt>
              <dd>{order.shipping ? formatCurrency(order.shipping) : 'Free'}</dd>
            </div>
          )}
          {order.discount > 0 && (
            <div>
              <dt>Discount{order.discount_code ? ` (${order.discount_code})` : ''}</dt>
              <dd>−{formatCurrency(order.discount)}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>Total paid</dt>
            <dd>{formatCurrency(order.total)}</dd>
          </div>
        </dl>
      </section>

      <p>
        <Link to={paths.accountOrders()} className={buttonClassName({ variant: 'secondary' })}>
          See your orders
        </Link>
      </p>
    </Page>
  );
}

function Step({ step }: { step: NextStep }) {
  switch (step.kind) {
    case 'kit':
      return (
        <>
          <strong>Your test kit is on its way</strong>
          {step.window ? ` (${step.window})` : ''}. When it arrives, activate it on <Link to={paths.tests()}>My Tests</Link> before you take your sample.
        </>
      );
    case 'intake':
      return (
        <>
          <strong>Complete your intake</strong> so a clinician can review your care; your treatment ships once it is prescribed.{' '}
          <Link to={step.to}>Start your intake</Link>
        </>
      );
    case 'voucher':
      return (
        <>
          <strong>Your partner&apos;s voucher is emailed</strong> to {step.email}. Forward it to him to start his treatment.
        </>
      );
    case 'subscription':
      return <SubscriptionStep slugs={step.slugs} />;
    case 'coaching':
      return (
        <>
          <strong>Book your coaching call</strong>: pick a time with a health coach. <Link to={step.to}>Choose a time</Link>
        </>
      );
    case 'ships':
      return (
        <>
          <strong>Your order ships</strong> by {step.label.toLowerCase()} ({step.window}).
        </>
      );
  }
}

function SubscriptionStep({ slugs }: { slugs: string[] }) {
  const subscriptions = useSubscriptions();
  const next = subscriptions.data?.data.subscriptions
    .filter((s) => s.next_charge_at && slugs.includes(s.slug))
    .map((s) => s.next_charge_at!)
    .sort()[0];
  return (
    <>
      <strong>Subscribe &amp; Save</strong>:{' '}
      {next ? `your next charge is on ${formatDisplayDate(next)}.` : 'your subscription renews on its schedule.'} You can skip or change it from the shop.
    </>
  );
}
