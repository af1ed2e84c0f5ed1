// /login/, /login/male-partner/, /treatments/login/: sign in and continue to `next`.
import { useState, type FormEvent } from 'react';
import { Banner, Button, errorMessage, Link, login, loginNotice, Navigate, Page, paths, TextField, useLocation, useNavigate } from '@flora/shared';
import type { Visitor } from '../../lib/visitor';
import { destinationAfterLogin, LOGIN_COPY, type LoginVariant } from './login-variants';
import styles from './login-page.module.css';

export function LoginPage({ variant, visitor }: { variant: LoginVariant; visitor: Visitor }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = LOGIN_COPY[variant];
  const query = new URLSearchParams(location.search);
  const destination = destinationAfterLogin(variant, query.get('next'));
  // A notice left by another page (after a password reset, SPEC §8; the automatic logoff).
  const notice = loginNotice(query.get('notice'));

  // Sent here by guard rule 4: signed in, but the provider portal needs a provider account. Say so
  // and offer the form (signing in replaces the session) instead of bouncing back silently.
  const needsProvider = !!visitor.user && !visitor.user.isProvider && destination.startsWith(paths.provider.home());
  // Already signed in (e.g. Back after logging in): continue instead of asking again.
  if (visitor.authenticated && visitor.user && !needsProvider) return <Navigate to={destination} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email address and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
      navigate(destination, { replace: true });
    } catch (err) {
      // Wrong credentials: show the API's message and keep what was typed.
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Page title={copy.title} description={copy.description} width="narrow">
      {needsProvider && (
        <Banner tone="warning" action={<Link to="/">Go to your home page</Link>}>
          You're signed in as {visitor.user?.email}. The provider portal needs a provider account: sign in with one to
          continue.
        </Banner>
      )}
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'login-error' : undefined}>
        {error && (
          <div id="login-error">
            <Banner tone="error">{error}</Banner>
          </div>
        )}
        <TextField
          label="Email address"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" loading={busy} loadingLabel="Signing in…" fullWidth>
          Sign in
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.passwordReset()}>Forgot your password?</Link>
        <Link to={copy.registerHref}>{copy.registerLabel}</Link>
      </p>
    </Page>
  );
}
