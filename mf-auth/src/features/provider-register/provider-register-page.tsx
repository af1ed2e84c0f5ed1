// /provider/register/ — Provider Registration (SPEC §2.1, §2.8): creates a provider account
// (POST /api/v1/provider/register/), signs in and continues to /provider/intake/ (mf-provider),
// where the provider gives the practice details (NPI, licence…) that staff verify.
import { Banner, Button, Card, Link, Page, paths, TextField, useNavigate } from '@flora/shared';
import { NEW_ACCOUNT_PASSWORD_HINT } from '@flora/shared/domain';
import { PasswordField, useApiForm } from '@flora/shared/forms';
import { useProviderRegister } from './api/provider-register';
import { EMPTY_PROVIDER_FORM, providerRegistrationSchema } from './provider-registration-form';
import styles from './provider-register-page.module.css';

export function ProviderRegisterPage() {
  const navigate = useNavigate();
  const register = useProviderRegister();
  const form = useApiForm({
    schema: providerRegistrationSchema,
    defaultValues: EMPTY_PROVIDER_FORM,
    onSubmit: async (values) => {
      await register.mutateAsync(values);
      navigate(paths.provider.intake(), { replace: true });
    },
  });

  return (
    <Page
      title="Create your provider account"
      description="Order Flora tests for your patients and see their results."
      width="narrow"
    >
      <Card title="How it works">
        <ol className={styles.steps}>
          <li>Create your account with your work email.</li>
          <li>Tell us about your practice: your NPI number, licence and address.</li>
          <li>Our team verifies your details, then you can order tests.</li>
        </ol>
      </Card>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Provider registration">
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <div className={styles.names}>
          <TextField label="First name" autoComplete="given-name" error={form.errorOf('first_name')} required {...form.register('first_name')} />
          <TextField label="Last name" autoComplete="family-name" error={form.errorOf('last_name')} required {...form.register('last_name')} />
        </div>
        <TextField label="Work email address" type="email" autoComplete="email" error={form.errorOf('email')} required {...form.register('email')} />
        <PasswordField purpose="new" label="Password" hint={NEW_ACCOUNT_PASSWORD_HINT} error={form.errorOf('password')} {...form.register('password')} />
        <Button type="submit" loading={form.submitting} loadingLabel="Creating your account…" fullWidth>
          Create provider account
        </Button>
      </form>
      <p className={styles.alt}>
        Already have a provider account? <Link to={paths.login(paths.provider.home())}>Sign in</Link>
      </p>
      <p className={styles.alt}>
        Looking for your own test? <Link to={paths.register()}>Create a patient account</Link>
      </p>
    </Page>
  );
}
