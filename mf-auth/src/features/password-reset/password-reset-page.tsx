// /password-reset/ — ask for a reset link by email. The answer is the same whether or not an
// account uses the address (no account enumeration).
import { Banner, Button, Link, Page, paths, TextField } from '@flora/shared';
import { useApiForm } from '@flora/shared/forms';
import { useRequestPasswordReset } from './api/password-reset';
import { EMPTY_RESET_REQUEST, resetRequestSchema } from './password-reset-forms';
import styles from './password-reset-page.module.css';

const RESET_REQUESTED_COPY =
  "If an account uses this address, we've emailed a link to reset your password. The link works for one hour; check your spam folder if it does not arrive.";

export function PasswordResetPage() {
  const request = useRequestPasswordReset();
  const form = useApiForm({
    schema: resetRequestSchema,
    defaultValues: EMPTY_RESET_REQUEST,
    onSubmit: (values) => request.mutateAsync(values.email),
  });

  if (request.isSuccess) {
    return (
      <Page title="Check your email" width="narrow">
        <Banner tone="success">{RESET_REQUESTED_COPY}</Banner>
        <p className={styles.alt}>
          <Link to={paths.login()}>Back to sign in</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title="Reset your password" description="We'll email you a link to set a new password." width="narrow">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <TextField label="Email address" type="email" autoComplete="email" error={form.errorOf('email')} required {...form.register('email')} />
        <Button type="submit" loading={form.submitting} loadingLabel="Sending the link…" fullWidth>
          Email me a link
        </Button>
      </form>
      <p className={styles.alt}>
        Remembered it? <Link to={paths.login()}>Sign in</Link>
      </p>
    </Page>
  );
}
