// /provider/tests/order-complete/ — the payment page returns a paid provider order here with its
// ids: the page processes it (POST /api/v1/orders/process) and shows the confirmation with the
// patient's link (kept by this tab when the order was placed; otherwise the patient's email has it).
import { useEffect, useState } from 'react';
import { Banner, buttonClassName, errorMessage, Link, LoadingState, Page, paths, RetryButton, useLocation } from '@flora/shared';
import { orderReturnOf, useProcessOrder } from '@flora/shared/data';
import { forgetOrderAwaitingPayment, orderAwaitingPayment } from '../../lib/order-checkout';
import { OrderConfirmation } from './order-confirmation';

const TITLE = 'Test ordered';
/** What processing changes: her list of orders. */
const PROCESSING_CHANGES = ['/api/v1/provider/orders/'];

export function OrderCompletePage() {
  const { search } = useLocation();
  const payment = orderReturnOf(search);
  // Processed, the order is paid: the patient can accept it.
  const processed = useProcessOrder(payment, PROCESSING_CHANGES);
  // Read once: the tab forgets the order once its payment is confirmed.
  const [order] = useState(() => (payment ? orderAwaitingPayment(payment.checkout_id) : null));
  useEffect(() => {
    if (processed.isSuccess) forgetOrderAwaitingPayment();
  }, [processed.isSuccess]);

  if (!payment) {
    return (
      <Page title={TITLE} width="narrow">
        <Banner tone="error" action={<Link to={paths.provider.tests()}>See your patient tests</Link>}>
          This link is missing its payment details. Your orders and their payments are in your patient tests.
        </Banner>
      </Page>
    );
  }
  if (processed.isPending) {
    return (
      <Page title={TITLE} width="narrow">
        <LoadingState label="Confirming your payment" />
      </Page>
    );
  }
  if (processed.isError) {
    return (
      <Page title={TITLE} width="narrow">
        <Banner
          tone="error"
          title="We could not confirm your payment"
          action={
            <RetryButton query={processed} />
          }
        >
          {errorMessage(processed.error)}. Your payment is safe; if this keeps happening, your orders are in your patient tests.
        </Banner>
      </Page>
    );
  }
  return (
    <Page title={TITLE} description="Thank you: your payment went through." width="narrow">
      {order ? (
        <OrderConfirmation order={{ patient_name: order.patient_name, patient_email: order.patient_email, patient_link: order.patient_link, payer: 'provider' }} />
      ) : (
        <>
          <Banner tone="success" title="Your payment went through">
            We emailed your patient a link to accept the test; once they accept it, we send them the kit.
          </Banner>
          <p>
            <Link to={paths.provider.tests()} className={buttonClassName({ variant: 'secondary' })}>
              See your patient tests
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
