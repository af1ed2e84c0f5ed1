// The declined payment of a provider-paid order: the payment page sends the provider back to
// /provider/tests/?checkout_declined=true&checkout_id=… (nothing was charged). The tests page shows
// this banner there: the order waits for its payment, and the patient cannot accept it until it is
// paid; "Try the payment again" opens a new payment page (when this tab placed the order).
import { Banner, Button, errorMessage, useLocation } from '@flora/shared';
import { orderAwaitingPayment, usePayOrder } from './order-checkout';

export function DeclinedOrderPayment() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const pay = usePayOrder();
  if (query.get('checkout_declined') !== 'true') return null;
  const order = orderAwaitingPayment(query.get('checkout_id') ?? '');
  return (
    <Banner
      tone="warning"
      title="Your payment did not go through"
      action={
        order && (
          <Button variant="secondary" loading={pay.isPending} loadingLabel="Opening the payment page…" onClick={() => pay.mutate(order)}>
            Try the payment again
          </Button>
        )
      }
    >
      Nothing was charged.{' '}
      {order
        ? `The test for ${order.patient_name || order.patient_email} waits for your payment: they can accept it once it is paid.`
        : 'The order waits for your payment: the patient can accept it once it is paid.'}
      {pay.isError && ` ${errorMessage(pay.error)}`}
    </Banner>
  );
}
