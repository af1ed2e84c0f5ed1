// His checkout: an optional voucher code (from his partner's email), then the API's checkout page.
// A code the API refuses shows beside the field, with what he typed kept.
import { Banner, Button, CodeField } from '@flora/shared';
import { maxLength, object, pipe, string, trim, useApiForm } from '@flora/shared/forms';
import { useMalePartnerCheckout } from './api/male-partner-checkout';
import { leaveFor } from './leave-for';
import styles from './male-partner-entry-page.module.css';

const schema = object({
  voucher_code: pipe(string(), trim(), maxLength(40, 'A voucher code looks like MP-XXXX-XXXX-XXXX.')),
});

export function CheckoutForm({ submitLabel }: { submitLabel: string }) {
  const checkout = useMalePartnerCheckout();
  const form = useApiForm({
    schema,
    defaultValues: { voucher_code: '' },
    onSubmit: async ({ voucher_code }) => {
      const { checkout_url } = await checkout.mutateAsync(voucher_code || null);
      leaveFor(checkout_url);
    },
  });
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate>
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <CodeField
        label="Voucher code (optional)"
        hint="From your partner's email, like MP-XXXX-XXXX-XXXX."
        error={form.errorOf('voucher_code')}
        {...form.register('voucher_code')}
      />
      <div>
        <Button type="submit" loading={form.submitting || checkout.isSuccess} loadingLabel="Opening checkout…">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
