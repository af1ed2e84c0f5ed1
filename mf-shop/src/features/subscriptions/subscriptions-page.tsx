// /care/shop/subscriptions/ — her membership (GET /api/v1/membership/: active, cancelled and running
// until its end date, or none) with its state and next step (swap to another type, resume, or buy
// one), then her Subscribe & Save deliveries (GET /api/v1/subscriptions/; 404 = none): product,
// plan, price per delivery and next charge; her next charge, and with the retest offer that charge
// less RETEST20 (both looks, which change nothing); the subscriptions portal (skip, cancel, change
// deliveries) in a new tab.
import { useState } from 'react';
import {
  Banner,
  buttonClassName,
  Card,
  cx,
  EmptyState,
  errorMessage,
  layoutClassNames,
  Link,
  LoadingState,
  Page,
  paths,
  RetryButton,
  StatusPill,
  useSession,
} from '@flora/shared';
import { ERROR_MESSAGES, formatCurrency, formatDisplayDate } from '@flora/shared/domain';
import { MembershipNextStep } from '@flora/shared/account';
import { type MembershipAnswer, useMembership } from '@flora/shared/data';
import { useSubscriptions, type Subscription } from '../../lib/api/subscriptions';
import { NextChargeCard } from './next-charge-card';
import { PortalLinkCard } from './portal-link-card';
import { retestOfferShown } from './subscription-rules';
import { SwapMembership } from './swap-membership';
import styles from './subscriptions.module.css';

export function SubscriptionsPage() {
  const subscriptions = useSubscriptions({ select: (answer) => answer?.data.subscriptions ?? [] });
  const membership = useMembership();
  return (
    <Page title="Subscriptions" description="Your Subscribe & Save deliveries and membership: what comes next and what it costs.">
      {subscriptions.isError && (
        <Banner
          tone="error"
          action={
            <RetryButton query={subscriptions} />
          }
        >
          {ERROR_MESSAGES.subscriptions}
        </Banner>
      )}
      {membership.isError && <Banner tone="error">{`We couldn't load your membership. ${errorMessage(membership.error)}`}</Banner>}
      {(subscriptions.isPending || membership.isPending) && <LoadingState label="Loading your subscriptions…" />}
      <div className={styles.stack}>
        {membership.data && <MembershipCard answer={membership.data.data} />}
        {subscriptions.data && <SubscriptionList list={subscriptions.data} />}
      </div>
      <p className={styles.back}>
        <Link to={paths.shop.home()}>Back to the shop</Link>
      </p>
    </Page>
  );
}

function NoSubscriptions() {
  return (
    <EmptyState
      title="No Subscribe & Save deliveries yet"
      message="Subscribe & Save on the products you use often: they arrive every few months, for less, and you can skip or cancel any time."
      action={
        <Link className={buttonClassName()} to={paths.shop.home()}>
          Shop Subscribe &amp; Save
        </Link>
      }
    />
  );
}

/** The membership in its own card, whatever its state, with the one next step it allows. */
function MembershipCard({ answer }: { answer: MembershipAnswer }) {
  const [notice, setNotice] = useState<string | null>(null);
  const membership = answer.membership;
  const active = membership?.status === 'active';
  return (
    <Card title={membership ? membership.name : 'Membership'}>
      {membership ? (
        <dl className={styles.facts} aria-label="Your membership">
          <div>
            <dt>Status</dt>
            <dd>
              {active ? <StatusPill tone="success">Active</StatusPill> : <StatusPill tone="warning">Cancelled</StatusPill>}
              {!active && membership.ends_at && <> Runs until {formatDisplayDate(membership.ends_at)}</>}
            </dd>
          </div>
          <PlanFacts sub={membership} />
        </dl>
      ) : (
        <p>You&apos;re not a member. A membership brings a microbiome test every few months at a lower price.</p>
      )}
      <div role="status">{notice && <Banner tone="success">{notice}</Banner>}</div>
      {membership && <SwapMembership sub={membership} onSwapped={setNotice} />}
      <MembershipNextStep answer={answer} />
    </Card>
  );
}

function SubscriptionList({ list }: { list: Subscription[] }) {
  const session = useSession();
  const features = session.status === 'authenticated' ? session.user?.features : undefined;
  // The membership has its own card; the next-charge routes answer for the current subscription
  // (the latest started, membership or not: first in the list).
  const deliveries = list.filter((sub) => !sub.is_membership);
  const current = list[0];
  return (
    <>
      {deliveries.length === 0 ? (
        <NoSubscriptions />
      ) : (
        <ul className={cx(layoutClassNames.plainList, styles.list)} aria-label="Your Subscribe & Save deliveries">
          {deliveries.map((sub) => (
            <li key={sub.id}>
              <Card title={sub.name}>
                <dl className={styles.facts}>
                  <PlanFacts sub={sub} />
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {/* A new current subscription or price (after a swap) makes an answer shown before stale: start again. */}
      {current && <NextChargeCard key={`${current.id}:${current.slug}:${current.price}`} current={current} retestOffer={retestOfferShown(features, current)} />}
      {current && <PortalLinkCard />}
    </>
  );
}

function PlanFacts({ sub }: { sub: Subscription }) {
  return (
    <>
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
    </>
  );
}
