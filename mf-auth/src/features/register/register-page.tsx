// Account Creation: /register/, /treatments/register/ (the treatment variant) and
// /register/male-partner/ (behind its eligibility gate). Creates the account (POST /api/v1/register/
// with the variant's registration route), signs in and continues to /verify-email/ — or, on /register/,
// to `next` when a page sent the visitor here to come back (e.g. a provider-test link). The emailed
// link then continues into the variant's flow (treatments; a male partner's intake).
import { useState } from 'react';
import { Banner, Button, Link, Navigate, Page, paths, safeNextPath, TextField, useLocation, useNavigate, useSession } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { birthdayRange, NEW_ACCOUNT_PASSWORD_HINT } from '@flora/shared/domain';
import { DateInput, PasswordField, PhoneNumberField, Stepper, useApiForm } from '@flora/shared/forms';
import { useRegister } from './api/register';
import { SignedInNotice } from './components/signed-in-notice';
import { isMalePartnerEligibilityConfirmed } from './male-partner-eligibility';
import { MALE_PARTNER_STEPS } from './male-partner-steps';
import { EMPTY_FORM, registrationSchema, toRegistration, type RegistrationVariant } from './registration-form';
import styles from './register-page.module.css';

interface VariantCopy {
  title: string;
  description: string;
  signInHref: string;
  /** A male partner is asked for research consent after signing in, as its own step (SPEC §2.8). */
  asksResearchConsent: boolean;
}

const COPY: Record<RegistrationVariant, VariantCopy> = {
  default: {
    title: 'Create your account',
    description: 'Your results and care, private and in one place.',
    signInHref: paths.login(),
    asksResearchConsent: true,
  },
  treatment: {
    title: 'Create your account to start treatment',
    description: 'Create your account and confirm your email; then you continue straight to your treatment.',
    signInHref: paths.treatmentsLogin(),
    asksResearchConsent: true,
  },
  male_partner: {
    title: 'Create your account',
    description: 'For your male partner BV treatment. Next, confirm your email and sign in to start your health questions.',
    signInHref: paths.loginMalePartner(),
    asksResearchConsent: false,
  },
};

export function RegisterPage({ variant = 'default' }: { variant?: RegistrationVariant }) {
  const navigate = useNavigate();
  const next = new URLSearchParams(useLocation().search).get('next');
  // Only the consumer sign-up comes back to a page; the other variants continue into their own flow.
  const back = variant === 'default' && next ? safeNextPath(next, '') : '';
  const register = useRegister();
  const copy = COPY[variant];
  const session = useSession();
  // Who was signed in on arrival (not after this form signs the new account in).
  const [signedInAs, setSignedInAs] = useState(() => (session.status === 'authenticated' ? (session.user?.email ?? null) : null));
  const form = useApiForm({
    schema: registrationSchema,
    defaultValues: EMPTY_FORM,
    onSubmit: async (values) => {
      await register.mutateAsync(toRegistration(values, variant));
      navigate(back || paths.verifyEmail(), { replace: true });
    },
  });
  const range = birthdayRange();

  if (signedInAs) {
    return (
      <Page title={copy.title} description={copy.description} width="narrow">
        <SignedInNotice email={signedInAs} continueTo={back || paths.root()} onSignedOut={() => setSignedInAs(null)} />
      </Page>
    );
  }
  return (
    <Page title={copy.title} description={copy.description} width="narrow">
      {variant === 'male_partner' && (
        <Stepper current={2} steps={MALE_PARTNER_STEPS} label="Partner treatment sign-up" className={styles.stepper} />
      )}
      <form className={styles.form} onSubmit={form.submit} noValidate>
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <div className={styles.pair}>
          <TextField label="First name" autoComplete="given-name" error={form.errorOf('first_name')} required {...form.register('first_name')} />
          <TextField label="Last name" autoComplete="family-name" error={form.errorOf('last_name')} required {...form.register('last_name')} />
        </div>
        <TextField label="Email address" type="email" autoComplete="email" error={form.errorOf('email')} required {...form.register('email')} />
        <PasswordField purpose="new" label="Password" hint={NEW_ACCOUNT_PASSWORD_HINT} error={form.errorOf('password')} {...form.register('password')} />
        <DateInput
          label="Birthday"
          autoComplete="bday"
          error={form.errorOf('birthday')}
          required
          {...form.register('birthday')}
          min={range.min}
          max={range.max}
        />
        <PhoneNumberField error={form.errorOf('phone_number')} {...form.register('phone_number')} />
        {copy.asksResearchConsent && (
          <Checkbox
            label="I agree to take part in Flora's research on vaginal health (you can change this later)."
            {...form.register('research_consent')}
          />
        )}
        <Checkbox
          label="I accept Flora's terms of service and privacy policy."
          error={form.errorOf('accepted_terms')}
          required
          {...form.register('accepted_terms')}
        />
        <Button type="submit" loading={form.submitting} loadingLabel="Creating your account…" fullWidth>
          Create account
        </Button>
      </form>
      <p className={styles.alt}>
        Already have an account? <Link to={back ? paths.login(back) : copy.signInHref}>Sign in</Link>
      </p>
    </Page>
  );
}

/** /treatments/register/: registration that continues into treatment once the email is confirmed. */
export function TreatmentRegisterPage() {
  return <RegisterPage variant="treatment" />;
}

/** /register/male-partner/: only after the eligibility gate (confirmed in this browser tab). */
export function MalePartnerRegisterPage() {
  const { state } = useLocation();
  if (!isMalePartnerEligibilityConfirmed(state)) return <Navigate to={paths.registerMalePartnerEligibility()} replace />;
  return <RegisterPage variant="male_partner" />;
}
