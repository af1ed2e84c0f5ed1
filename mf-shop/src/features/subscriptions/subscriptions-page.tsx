// /care/shop/subscriptions/ — her subscriptions (GET /api/v1/subscriptions/; 404 = none): product,
// plan, price per delivery and next charge; for a membership, a swap to another membership type
// (confirmed first); her next charge, and with the retest offer that charge less RETEST20 (both
// looks, which change nothing); the subscriptions portal (skip, cancel, change deliveries) in a new tab.
import { useState } from 'react';
import {
  Banner,
  Button,
  buttonClassName,
  Card,
  EmptyState,
  ERROR_MESSAGES,
  formatCurrency,
  formatDisplayDate,
  Link,
  LoadingState,
  Page,
  paths,
  useSession,
} from '@flora/shared';
import { useSubscriptions, type Subscription } from './api/subscriptions';
import { NextChargeCard } from './next-charge-card';
import { PortalLinkCard } from './portal-link-card';
import { retestOfferShown } from './subscription-rules';
import { SwapMembership } from './swap-membership';
import styles from './subscriptions.module.css';

export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  return (
    <Page title="Subscriptions" description="Your Subscribe & Save deliveries and membership: what comes next and what it costs.">
      {subscriptions.isError && (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" loading={subscriptions.isFetching} onClick={() => void subscriptions.refetch()}>
              Try again
            </Button>
          }
        >
          {ERROR_MESSAGES.subscriptions}
        </Banner>
      )}
      {subscriptions.isPending && <LoadingState label="Loading your subscriptions…" />}
      {subscriptions.data && (subscriptions.data.length === 0 ? <NoSubscriptions /> : <SubscriptionList list={subscriptions.data} />)}
      <p className={styles.back}>
        <Link to={paths.shop.home()}>Back to the shop</Link>
      </p>
    </Page>
  );
}

function NoSubscriptions() {
  return (
    <EmptyState
      title="No subscriptions yet"
      message="Subscribe & Save on the products you use often: they arrive every few months, for less, and you can skip or cancel any time."
      action={
        <Link className={buttonClassName()} to={paths.shop.home()}>
          Shop Subscribe &amp; Save
        </Link>
      }
    />
  );
}

function SubscriptionList({ list }: { list: Subscription[] }) {
  const session = useSession();
  const features = session.status === 'authenticated' ? session.user?.features : undefined;
  // The next-charge routes answer for the current subscription: the latest started, first in the list.
  const current = list[0];
  return (
    <div className={styles.stack}>
      <ul className={styles.list} aria-label="Your subscriptions">
        {list.map((sub) => (
          <li key={sub.id}>
            <SubscriptionCard sub={sub} />
          </li>
        ))}
      </ul>
      {/* A new current subscription or price (after a swap) makes an answer shown before stale: start again. */}
      <NextChargeCard key={`${current.id}:${current.slug}:${current.price}`} current={current} retestOffer={retestOfferShown(features, current)} />
      <PortalLinkCard />
    </div>
  );
}

function SubscriptionCard({ sub }: { sub: Subscription }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card title={sub.name}>
      <dl className={styles.facts}>
        <div>
          <dt>Plan</dt>
          <dd>
            {sub.selling_plan.name}
            {sub.selling_plan.discount_percentage > 0 && ` · ${sub.selling_plan.discount_percentage}% off`}
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {formatCurrency(sub.price)} per delivery{sub.quantity > 1 && ` (${sub.quantity} × ${formatCurrency(sub.unit_price)})`}
          </dd>
        </div>
        <div>
          <dt>Next charge</dt>
          <dd>{sub.next_charge_at ? formatDisplayDate(sub.next_charge_at) : 'None scheduled'}</dd>
        </div>
      </dl>
      <div role="status">{notice && <Banner tone="success">{notice}</Banner>}</div>
      <SwapMembership sub={sub} onSwapped={setNotice} />
    </Card>
  );
}
