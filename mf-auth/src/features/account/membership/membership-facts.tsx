// The facts of a membership: plan, status, next delivery and price per delivery.
import { cx, layoutClassNames, StatusPill } from '@flora/shared';
import { formatCurrency, formatDisplayDate } from '@flora/shared/domain';
import type { Membership } from '@flora/shared/data';
import styles from '../components/account-sections.module.css';

export function MembershipFacts({ membership }: { membership: Membership }) {
  const active = membership.status === 'active';
  return (
    <dl className={cx(layoutClassNames.facts, styles.facts)}>
      <dt>Plan</dt>
      <dd>
        {membership.name} · {membership.selling_plan.name}
      </dd>
      <dt>Status</dt>
      <dd>
        {active ? <StatusPill tone="success">Active</StatusPill> : <StatusPill tone="warning">Cancelled</StatusPill>}
        {!active && membership.ends_at && <> Your membership runs until {formatDisplayDate(membership.ends_at)}.</>}
      </dd>
      <dt>Next delivery</dt>
      <dd>{active && membership.next_charge_at ? formatDisplayDate(membership.next_charge_at) : 'None: no more deliveries'}</dd>
      <dt>Price</dt>
      <dd>{formatCurrency(membership.price)} per delivery</dd>
    </dl>
  );
}
