// /treatments/male-partner/intake/start (SPEC §2.4: where `/` sends a male partner; written without
// a trailing slash there) — resolves to his open male-partner consult's intake ('start': the step he
// was on, the intro when new), replacing the location. An unpaid order (IN): "Complete your order";
// none open: what the treatment is and its checkout, free with his partner's voucher code.
import {
  Banner,
  Card,
  type Consult,
  deriveConsultGroups,
  formatCurrency,
  MALE_PARTNER_DEFAULT_PRODUCT,
  Navigate,
  Page,
  paths,
  QueryView,
} from '@flora/shared';
import { START_STEP } from '../../lib/intake/flow';
import { useConsults } from '../../lib/consults';
import { CheckoutForm } from './male-partner-checkout-form';
import styles from './male-partner-entry-page.module.css';

/** His latest male-partner consult that is not closed. */
const openConsultOf = (consults: readonly Consult[]) => deriveConsultGroups(consults).malePartner.find((c) => !c.is_closed) ?? null;

export function MalePartnerEntryPage() {
  const consults = useConsults();
  const open = consults.data ? openConsultOf(consults.data as Consult[]) : null;
  if (open?.consult_paid) return <Navigate to={paths.malePartnerIntake(open.uid, START_STEP)} replace />;
  return (
    <Page title="Your partner treatment" width="narrow">
      <QueryView query={consults} loadingLabel="Finding your treatment…">
        {() => (open ? <UnpaidOrder /> : <NoTreatmentYet />)}
      </QueryView>
    </Page>
  );
}

function UnpaidOrder() {
  return (
    <div className={styles.stack}>
      <Banner tone="warning" title="Complete your order">
        Your order is not complete. Continue to complete your male partner treatment order.
      </Banner>
      <Card title="Male Partner BV Treatment">
        <CheckoutForm submitLabel="Continue to checkout" />
      </Card>
    </div>
  );
}

function NoTreatmentYet() {
  const price = formatCurrency(MALE_PARTNER_DEFAULT_PRODUCT.price);
  return (
    <div className={styles.stack}>
      <p>
        You don't have a partner treatment order yet. Bacterial vaginosis (BV) often comes back when a partner isn't treated too:
        order your treatment, then answer a short intake and a Flora clinician reviews it.
      </p>
      <Card title="Male Partner BV Treatment">
        <div className={styles.stack}>
          <p className={styles.flush}>
            {price}, free shipping. If your partner gave you a voucher code, enter it and your treatment is free.
          </p>
          <CheckoutForm submitLabel="Continue to checkout" />
        </div>
      </Card>
    </div>
  );
}
