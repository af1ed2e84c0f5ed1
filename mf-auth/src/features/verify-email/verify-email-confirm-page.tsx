// /verify-email-confirm/?hash=… — confirms the emailed link (POST /api/v1/email-verification-confirm/).
import { useEffect, useState } from 'react';
import { api, Banner, errorMessage, Link, LoadingState, Page, refreshUser, session$, useLocation } from '@flora/shared';

type State = { kind: 'confirming' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export function VerifyEmailConfirmPage() {
  const hash = new URLSearchParams(useLocation().search).get('hash');
  const [state, setState] = useState<State>({ kind: 'confirming' });

  useEffect(() => {
    if (!hash) {
      setState({ kind: 'failed', message: 'This verification link is incomplete. Open the link from your email again.' });
      return;
    }
    let active = true;
    api
      .post<{ detail: string }>('/api/v1/email-verification-confirm/', { hash })
      .then(async ({ data }) => {
        if (session$.getValue().status === 'authenticated') await refreshUser().catch(() => undefined);
        if (active) setState({ kind: 'done', message: data.detail });
      })
      .catch((error: unknown) => active && setState({ kind: 'failed', message: errorMessage(error) }));
    return () => {
      active = false;
    };
  }, [hash]);

  return (
    <Page title="Email verification" width="narrow">
      {state.kind === 'confirming' && <LoadingState label="Confirming your email…" />}
      {state.kind === 'done' && (
        <>
          <Banner tone="success">{state.message}</Banner>
          <p>
            <Link to="/">Continue to Flora</Link>
          </p>
        </>
      )}
      {state.kind === 'failed' && <Banner tone="error">{state.message}</Banner>}
    </Page>
  );
}
