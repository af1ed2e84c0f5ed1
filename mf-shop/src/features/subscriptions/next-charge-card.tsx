// Her next charge (POST /api/v1/subscription/next-charge/) and, where the retest offer applies,
// the same charge less RETEST20 (next-charge-with-discount). Both answer what the charge is; neither
// charges nor changes anything, so no confirmation is needed.
import { useEffect, useRef } from 'react';
import { Banner, Button, Card, errorMessage } from '@flora/shared';
import { formatCurrency, formatDisplayDate, RETEST_DISCOUNT } from '@flora/shared/domain';
import { useNextCharge, type NextCharge } from './api/next-charge';
import { useNextChargeWithRetestOffer } from './api/next-charge-with-discount';
import type { Subscription } from '../../lib/api/subscriptions';
import styles from './subscriptions.module.css';

export function NextChargeCard({ current, retestOffer }: { current: Subscription; retestOffer: boolean }) {
  const next = useNextCharge();
  const withOffer = useNextChargeWithRetestOffer();
  return (
    <Card title="Your next charge">
      <div className={styles.stack}>
        <p>
          Your next charge is for {current.name}, the subscription you started last. Skip a delivery, cancel or change other subscriptions in the
          subscriptions portal below.
        </p>
        {next.isError && <Banner tone="error">{`We couldn't load your next charge. ${errorMessage(next.error)}`}</Banner>}
        {next.data ? (
          <ChargeSummary charge={next.data} label="Next charge" />
        ) : (
          <div>
            <Button variant="secondary" loading={next.isPending} loadingLabel="Loading your next charge…" onClick={() => next.mutate()}>
              See my next charge
            </Button>
          </div>
        )}
      </div>
      {retestOffer && (
        <section className={styles.offer} aria-labelledby="retest-offer-title">
          <h3 id="retest-offer-title">Retest offer: {formatCurrency(RETEST_DISCOUNT.value)} off</h3>
          <p>
            Time for a retest? Use code <strong>{RETEST_DISCOUNT.code}</strong> for {formatCurrency(RETEST_DISCOUNT.value)} off your next charge.
          </p>
          {withOffer.isError && <Banner tone="error">{`We couldn't apply ${RETEST_DISCOUNT.code}. ${errorMessage(withOffer.error)}`}</Banner>}
          {withOffer.data ? (
            <ChargeSummary charge={withOffer.data} label={`Next charge with ${RETEST_DISCOUNT.code}`} />
          ) : (
            <div>
              <Button loading={withOffer.isPending} loadingLabel={`Checking ${RETEST_DISCOUNT.code}…`} onClick={() => withOffer.mutate()}>
                See my next charge with {RETEST_DISCOUNT.code}
              </Button>
            </div>
          )}
        </section>
      )}
    </Card>
  );
}

/** Replaces the button that asked for it: focus moves to it, so a keyboard or screen reader user lands on the answer. */
function ChargeSummary({ charge, label }: { charge: NextCharge; label: string }) {
  const ref = useRef<HTMLDListElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <dl className={styles.facts} aria-label={label} ref={ref} tabIndex={-1}>
      <div>
        <dt>Date</dt>
        <dd>{charge.date ? formatDisplayDate(charge.date) : 'None scheduled'}</dd>
      </div>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCurrency(charge.subtotal)}</dd>
      </div>
      {charge.discount && (
        <div>
          <dt>Discount ({charge.discount.code})</dt>
          <dd>−{formatCurrency(charge.discount.amount)}</dd>
        </div>
      )}
      <div>
        <dt>Total</dt>
        <dd>
          <strong>{formatCurrency(charge.total)}</strong>
        </dd>
      </div>
    </dl>
  );
}
