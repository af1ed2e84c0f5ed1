// /login/, /login/male-partner/, /treatments/login/: sign in and continue to `next`.
// It paints with @flora/shared's basics alone (the shell shows it, prerendered, before the router and
// the rest of @flora/shared have loaded: app/login-screen.tsx): the session and the notices come from
// @flora/shared when they are needed (the sign-in, a notice), by then usually loaded already.
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Banner, Button, Page, paths, TextField } from '@flora/shared/basics';
import type { loginNotice } from '@flora/shared/domain';
import type { Visitor } from '../../lib/visitor';
import { type Go, PageLink } from '../../lib/page-link';
import { destinationAfterLogin, LOGIN_COPY, type LoginVariant } from './login-variants';
import { NOTICE_PARAM } from './notice-param';
import styles from './login-page.module.css';

type Notice = ReturnType<typeof loginNotice>;

export interface LoginPageProps {
  variant: LoginVariant;
  visitor: Visitor;
  /** The page's query (`next`, `notice`). */
  search: string;
  go: Go;
}

export function LoginPage({ variant, visitor, search, go }: LoginPageProps) {
  const interactive = useInteractive();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = LOGIN_COPY[variant];
  const query = new URLSearchParams(search);
  const destination = destinationAfterLogin(variant, query.get('next'));
  const notice = useLoginNotice(query.get(NOTICE_PARAM));

  // Sent here by guard rule 4: signed in, but the provider portal needs a provider account. Say so
  // and offer the form (signing in replaces the session) instead of bouncing back silently.
  const needsProvider = !!visitor.user && !visitor.user.isProvider && destination.startsWith(paths.provider.home());
  // Already signed in (e.g. Back after logging in): continue instead of asking again.
  const continues = visitor.authenticated && !!visitor.user && !needsProvider;
  useEffect(() => {
    if (continues) go(destination, { replace: true });
  }, [continues, destination, go]);
  if (continues) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are the browser's (what was typed before the prerendered page was hydrated counts too).
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('username') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (!email || !password) {
      setError('Enter your email address and password.');
      return;
    }
    setBusy(true);
    setError(null);
    const { errorMessage, login } = await import('@flora/shared');
    try {
      await login(email, password);
      go(destination, { replace: true });
    } catch (err) {
      // Wrong credentials: show the API's message and keep what was typed.
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Page title={copy.title} description={copy.description} width="narrow">
      {needsProvider && (
        <Banner
          tone="warning"
          action={
            <PageLink to="/" go={go}>
              Go to your home page
            </PageLink>
          }
        >
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
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
        />
        {/* A submit button only once the page's script runs: before, the browser would send the form as a
            plain request (with two fields and no submit button, Enter sends nothing either). A Sign in
            asked for meanwhile is held and sent once it is one (src/login-start.ts). */}
        <Button type={interactive ? 'submit' : 'button'} loading={busy} loadingLabel="Signing in…" fullWidth>
          Sign in
        </Button>
      </form>
      <p className={styles.links}>
        <PageLink to={paths.passwordReset()} go={go}>
          Forgot your password?
        </PageLink>
        <PageLink to={copy.registerHref} go={go}>
          {copy.registerLabel}
        </PageLink>
      </p>
    </Page>
  );
}

const stayInteractive = () => () => undefined;

/** False in the prerendered HTML and while React hydrates it; true once the page's script runs it. */
function useInteractive(): boolean {
  return useSyncExternalStore(
    stayInteractive,
    () => true,
    () => false,
  );
}

/**
 * A notice left by another page (after a password reset, SPEC §8; the automatic logoff): its words
 * are @flora/shared's, shown once that has loaded (never in the first paint).
 */
function useLoginNotice(key: string | null): Notice | null {
  const [shown, setShown] = useState<{ key: string; notice: Notice | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let active = true;
    void import('@flora/shared/domain').then(({ loginNotice }) => active && setShown({ key, notice: loginNotice(key) }));
    return () => {
      active = false;
    };
  }, [key]);
  return shown && shown.key === key ? shown.notice : null;
}
