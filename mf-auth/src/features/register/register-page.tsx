// /register/ — create an account (POST /api/v1/register/), sign in, continue to /verify-email/.
import { useState, type FormEvent } from 'react';
import { api, Banner, Button, Checkbox, errorField, errorMessage, Link, Page, startSession, TextField, type Tokens, useNavigate } from '@flora/shared';
import { EMPTY_FORM, validateRegistration, type FieldErrors, type RegistrationForm } from './registration-form';
import styles from './register-page.module.css';

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { data } = await api.post<Tokens>('/api/v1/register/', { ...form, email: form.email.trim() });
      await startSession(data);
      navigate('/verify-email/', { replace: true });
    } catch (error) {
      // The API's message goes beside the field it names; what the user typed stays.
      const field = errorField(error) as keyof RegistrationForm | null;
      if (field && field in EMPTY_FORM) setErrors({ [field]: errorMessage(error) });
      else setFormError(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <Page title="Create your account" description="Your results and care, private and in one place." width="narrow">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {formError && <Banner tone="error">{formError}</Banner>}
        <div className={styles.names}>
          <TextField label="First name" autoComplete="given-name" value={form.first_name} error={errors.first_name} onChange={(e) => set('first_name', e.target.value)} required />
          <TextField label="Last name" autoComplete="family-name" value={form.last_name} error={errors.last_name} onChange={(e) => set('last_name', e.target.value)} required />
        </div>
        <TextField label="Email address" type="email" autoComplete="email" value={form.email} error={errors.email} onChange={(e) => set('email', e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, not only numbers."
          value={form.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
          required
        />
        <Checkbox
          label="I agree to take part in Flora's research on vaginal health (you can change this later)."
          checked={form.research_consent}
          onChange={(e) => set('research_consent', e.target.checked)}
        />
        <Button type="submit" loading={busy} loadingLabel="Creating your account…" fullWidth>
          Create account
        </Button>
      </form>
      <p className={styles.alt}>
        Already have an account? <Link to="/login/">Sign in</Link>
      </p>
    </Page>
  );
}
