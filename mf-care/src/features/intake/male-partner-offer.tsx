// What a male partner can buy (his entry and his shop page show it alike): his open male-partner
// consult, an unpaid order to complete, or the treatment and its checkout, free with his partner's
// voucher code.
import { Banner, Card } from '@flora/shared';
import { type Consult, deriveConsultGroups, formatCurrency, MALE_PARTNER_DEFAULT_PRODUCT } from '@flora/shared/domain';
import { CheckoutForm } from './male-partner-checkout-form';
import styles from './male-partner-entry-page.module.css';

/** His latest male-partner consult that is not closed. */
export const openConsultOf = (consults: readonly Consult[]) => deriveConsultGroups(consults).malePartner.find((c) => !c.is_closed) ?? null;

export function UnpaidOrder() {
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

export function NoTreatmentYet() {
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
