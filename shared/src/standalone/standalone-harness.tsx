// The QA harness (DESIGN §3): a remote served alone, without the shell. It signs in against the
// real API and mounts the very same `./app` lifecycles that production mounts.
import { lazy, Suspense, useEffect, useState, type ComponentType, type FormEvent, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Banner,
  Button,
  ErrorPage,
  errorMessage,
  history,
  LoadingState,
  login,
  logout,
  MountedRemote,
  Page,
  setRemoteLoader,
  TextField,
  ToastRegion,
  useSession,
  type RemoteLifecycles,
} from '@flora/shared';
import styles from './standalone-harness.module.css';

export interface HarnessOptions {
  name: string;
  /** The remote's own `./app` module. */
  app: RemoteLifecycles;
  basePath: string;
  /** Where `/` goes in the harness. */
  startPath: string;
  /** Pages that need no sign-in (e.g. registration in mf-auth). */
  publicPaths?: string[];
  /**
   * Pages of the harness itself, not of the remote (path prefix -> a module whose default export is
   * the page), shown without sign-in and loaded only when visited, e.g. the UI kit gallery at /kit/.
   */
  pages?: Record<string, HarnessPage>;
}

export type HarnessPage = () => Promise<{ default: ComponentType }>;

// One lazy component per loader, made on first visit (a new lazy() per render would remount).
const lazyPages = new Map<HarnessPage, LazyExoticComponent<ComponentType>>();
function lazyPage(load: HarnessPage) {
  let page = lazyPages.get(load);
  if (!page) {
    // A chunk that fails to load shows the error page, not a blank harness.
    page = lazy(() => load().catch(() => ({ default: () => <ErrorPage message="This page could not be loaded." /> })));
    lazyPages.set(load, page);
  }
  return page;
}

function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Page title="Sign in to test this app" description="Standalone QA mode: sign in with a demo account against the real API." width="narrow">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <TextField label="Email address" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
      </form>
    </Page>
  );
}

function Harness({ name, basePath, publicPaths = [], pages = {} }: HarnessOptions) {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const [path, setPath] = useState(history.location.pathname);
  useEffect(() => history.listen(({ location }) => setPath(location.pathname)), []);
  const isPublic = publicPaths.some((p) => path.startsWith(p));
  const pagePath = Object.keys(pages).find((p) => path.startsWith(p));
  const OwnPage = pagePath && lazyPage(pages[pagePath]);
  return (
    <>
      <div className={styles.bar} role="region" aria-label="QA harness">
        <span>
          <strong>mf-{name}</strong> standalone
        </span>
        {signedIn && (
          <span className={styles.user}>
            {session.user?.email}
            <Button variant="inverse" onClick={() => void logout()}>
              Sign out
            </Button>
          </span>
        )}
      </div>
      {OwnPage ? (
        <Suspense fallback={<LoadingState />}>
          <OwnPage />
        </Suspense>
      ) : signedIn || isPublic ? (
        <MountedRemote remote={name} basePath={basePath} />
      ) : (
        <SignIn />
      )}
      {/* Shows what the remote (or a harness page) passes to toast.show(): the first region mounted wins. */}
      <ToastRegion />
    </>
  );
}

export function renderStandaloneHarness(options: HarnessOptions): void {
  setRemoteLoader(async () => options.app);
  if (history.location.pathname === '/') history.replace(options.startPath);
  createRoot(document.getElementById('root')!).render(<Harness {...options} />);
}
