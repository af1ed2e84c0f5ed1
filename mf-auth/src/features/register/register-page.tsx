// /register/ — create an account (POST /api/v1/register/), sign in, continue to /verify-email/, or
// to `next` when a page sent the visitor here to come back (e.g. a provider-test link); the guards
// still ask for the verified email on the pages that need it.
import { Banner, Button, Checkbox, Link, Page, PASSWORD_HINT, paths, safeNextPath, TextField, useLocation, useNavigate } from '@flora/shared';
import { useApiForm } from '@flora/shared/forms';
import { useRegister } from './api/register';
import { EMPTY_FORM, registrationSchema } from './registration-form';
import styles from './register-page.module.css';

export function RegisterPage() {
  const navigate = useNavigate();
  const next = new URLSearchParams(useLocation().search).get('next');
  const back = next ? safeNextPath(next, '') : '';
  const register = useRegister();
  const form = useApiForm({
    schema: registrationSchema,
    defaultValues: EMPTY_FORM,
    onSubmit: async (values) => {
      await register.mutateAsync(values);
      navigate(back || paths.verifyEmail(), { replace: true });
    },
  });

  return (
    <Page title="Create your account" description="Your results and care, private and in one place." width="narrow">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <div className={styles.names}>
          <TextField label="First name" autoComplete="given-name" error={form.errorOf('first_name')} required {...form.register('first_name')} />
          <TextField label="Last name" autoComplete="family-name" error={form.errorOf('last_name')} required {...form.register('last_name')} />
        </div>
        <TextField label="Email address" type="email" autoComplete="email" error={form.errorOf('email')} required {...form.register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={form.errorOf('password')}
          required
          {...form.register('password')}
        />
        <Checkbox
          label="I agree to take part in Flora's research on vaginal health (you can change this later)."
          {...form.register('research_consent')}
        />
        <Button type="submit" loading={form.submitting} loadingLabel="Creating your account…" fullWidth>
          Create account
        </Button>
      </form>
      <p className={styles.alt}>
        Already have an account? <Link to={back ? paths.login(back) : paths.login()}>Sign in</Link>
      </p>
    </Page>
  );
}
