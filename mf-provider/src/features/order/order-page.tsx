// /provider/order/ — Order a test (SPEC §1, §2.5; verified providers only, the shell guards it):
// the patient (name and email), who pays, the optional STI panel add-on; a review with the price;
// then the order is placed (POST /api/v1/provider/orders/). Patient-paid: the confirmation with the
// patient's link. Provider-paid: on to the payment page (the sandbox), which returns to
// /provider/tests/order-complete/ (the order-complete page) or, declined, to /provider/tests/.
import { useState } from 'react';
import { Banner, Button, Card, errorMessage, LoadingState, Page, RetryButton, TextField } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { formatCurrency } from '@flora/shared/domain';
import { leaveFor } from '@flora/shared/data';
import { RadioGroup, Stepper, useApiForm } from '@flora/shared/forms';
import { rememberOrderAwaitingPayment } from '../../lib/order-checkout';
import { usePlaceOrder } from './api/place-order';
import { type ProviderPrices, useProviderPrices } from './api/provider-prices';
import { type ConfirmedOrder, OrderConfirmation } from './order-confirmation';
import { EMPTY_ORDER, type OrderForm, orderPrice, orderSchema } from './order-form';
import styles from './order.module.css';

const STEPS = ['Patient and payment', 'Review', 'Done'];

export function OrderPage() {
  const prices = useProviderPrices();
  const [draft, setDraft] = useState<OrderForm | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [confirmed, setConfirmed] = useState<ConfirmedOrder | null>(null);
  const step = confirmed ? 3 : reviewing ? 2 : 1;

  function startOver() {
    setDraft(null);
    setReviewing(false);
    setConfirmed(null);
  }

  return (
    <Page title="Order a test" description="Order an at-home vaginal microbiome test for a patient. We email them a link to accept it." width="narrow">
      <Stepper steps={STEPS} current={step} className={styles.stepper} />
      {prices.isPending ? (
        <LoadingState label="Loading prices" />
      ) : !prices.prices ? (
        <Banner
          tone="error"
          title="We could not load the prices"
          action={
            <RetryButton query={prices} />
          }
        >
          {prices.isError ? errorMessage(prices.error) : 'The test is not on sale right now'}. Please try again in a moment.
        </Banner>
      ) : confirmed ? (
        <OrderConfirmation order={confirmed} onAnother={startOver} />
      ) : reviewing && draft ? (
        <Review
          order={draft}
          prices={prices.prices}
          onEdit={() => setReviewing(false)}
          onPlaced={setConfirmed}
        />
      ) : (
        <Details
          initial={draft}
          prices={prices.prices}
          onNext={(order) => {
            setDraft(order);
            setReviewing(true);
          }}
        />
      )}
    </Page>
  );
}

function Details({ initial, prices, onNext }: { initial: OrderForm | null; prices: ProviderPrices; onNext: (order: OrderForm) => void }) {
  const form = useApiForm({ schema: orderSchema, defaultValues: initial ?? EMPTY_ORDER, onSubmit: async (order) => onNext(order) });
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="Order a test">
      <Card title="Patient">
        <div className={styles.stack}>
          <TextField label="Patient's name" autoComplete="off" error={form.errorOf('patient_name')} required {...form.register('patient_name')} />
          <TextField
            label="Patient's email address"
            type="email"
            autoComplete="off"
            hint="We email the link to accept the test here; the patient accepts it signed in with this address."
            error={form.errorOf('patient_email')}
            required
            {...form.register('patient_email')}
          />
        </div>
      </Card>
      <RadioGroup
        legend="Who pays for the test?"
        options={[
          { value: 'patient', label: 'The patient', description: 'They pay when they accept the test.' },
          { value: 'provider', label: 'My practice', description: 'You pay now on the secure payment page; the patient pays nothing.' },
        ]}
        defaultValue={initial?.payer}
        error={form.errorOf('payer')}
        required
        {...form.register('payer')}
      />
      {/* sti-panel-add-on, not the shop's vpcr-add-on: a narrower panel at its own price, so the copy
          says which one this is (patients may have seen the other in the shop). */}
      {prices.stiPanel !== null && (
        <Checkbox
          label={`Add the STI-only PCR panel (+${formatCurrency(prices.stiPanel)})`}
          hint="PCR for common sexually transmitted infections on the same sample. Not the STI + expanded PCR panel of the Flora shop, which tests for more at its own price."
          {...form.register('add_sti_panel')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit">Review the order</Button>
      </div>
    </form>
  );
}

function Review({
  order,
  prices,
  onEdit,
  onPlaced,
}: {
  order: OrderForm;
  prices: ProviderPrices;
  onEdit: () => void;
  onPlaced: (order: ConfirmedOrder) => void;
}) {
  const place = usePlaceOrder();
  const [error, setError] = useState<string | null>(null);
  const withSti = order.add_sti_panel && prices.stiPanel !== null;
  const total = orderPrice(prices, withSti);

  async function submit() {
    if (place.isPending) return;
    setError(null);
    try {
      const placed = await place.mutateAsync({ patient_email: order.patient_email, patient_name: order.patient_name, payer: order.payer, add_sti_panel: withSti });
      if (placed.checkout_url) {
        rememberOrderAwaitingPayment({
          uid: placed.order.uid,
          patient_name: order.patient_name,
          patient_email: placed.order.patient_email,
          patient_link: placed.patient_link,
          checkout_url: placed.checkout_url,
        });
        leaveFor(placed.checkout_url);
        return;
      }
      onPlaced({ patient_name: order.patient_name, patient_email: placed.order.patient_email, patient_link: placed.patient_link, payer: 'patient' });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <section aria-labelledby="review-heading" className={styles.stack}>
      <h2 id="review-heading" className={styles.heading}>
        Review the order
      </h2>
      {error && (
        <Banner tone="error" title="The order was not placed">
          {error}
        </Banner>
      )}
      <dl className={styles.summary}>
        <div>
          <dt>Patient</dt>
          <dd>
            {order.patient_name}
            <br />
            {order.patient_email}
          </dd>
        </div>
        <div>
          <dt>Who pays</dt>
          <dd>{order.payer === 'provider' ? 'My practice (you pay now)' : 'The patient (when they accept the test)'}</dd>
        </div>
      </dl>
      <ul className={styles.items} aria-label="The order">
        <li>
          <span>Vaginal microbiome test</span>
          <span>{formatCurrency(prices.test)}</span>
        </li>
        {withSti && (
          <li>
            <span>STI-only PCR panel (add-on)</span>
            <span>{formatCurrency(prices.stiPanel)}</span>
          </li>
        )}
        <li className={styles.total}>
          <span>Total</span>
          <span>{formatCurrency(total)}</span>
        </li>
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => void submit()} loading={place.isPending} loadingLabel="Placing the order…">
          {order.payer === 'provider' ? `Place the order and pay ${formatCurrency(total)}` : 'Place the order'}
        </Button>
        <Button variant="secondary" onClick={onEdit} disabled={place.isPending}>
          Edit
        </Button>
      </div>
    </section>
  );
}
