// The retest offer on My Tests: $20 off the next kit with RETEST20, straight into checkout (the
// checkout page the API answers). A failure stays on the page, beside the button.
import { useId } from 'react';
import { Banner, Button, Card, errorMessage } from '@flora/shared';
import { formatCurrency, RETEST_DISCOUNT } from '@flora/shared/domain';
import { leaveFor } from '@flora/shared/data';
import { useRetestCheckout } from '../api/retest-checkout';
import styles from './retest-offer.module.css';

export function RetestOffer() {
  const checkout = useRetestCheckout();
  const titleId = useId();
  const start = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ checkout_url }) => leaveFor(checkout_url),
    });
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Ready for your next test?
      </h2>
      <p className={styles.text}>
        A retest shows how your microbiome has changed since your last results, for example after treatment or a change in
        routine. Use code <strong>{RETEST_DISCOUNT.code}</strong> for {formatCurrency(RETEST_DISCOUNT.value)} off your next kit.
      </p>
      {checkout.isError && <Banner tone="error">{errorMessage(checkout.error)}</Banner>}
      <Button loading={checkout.isPending || checkout.isSuccess} onClick={start}>
        Order a retest with {formatCurrency(RETEST_DISCOUNT.value)} off
      </Button>
    </Card>
  );
}
