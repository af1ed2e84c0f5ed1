// /verify-email/ — ask the user to open the link we emailed, and let them send it again.
import { useState } from 'react';
import { api, Banner, Button, errorMessage, Link, Page, useSession } from '@flora/shared';

export function VerifyEmailPage() {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await api.post('/api/v1/email-verification/');
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }

  if (user?.emailVerified) {
    return (
      <Page title="Your email is verified" width="narrow">
        <Link to="/">Continue</Link>
      </Page>
    );
  }
  return (
    <Page
      title="Verify your email"
      description={`We sent a link to ${user?.email ?? 'your email address'}. Open it to confirm it's you; then you can see your tests and care.`}
      width="narrow"
    >
      {state.kind === 'sent' && <Banner tone="success">We sent a new link. It may take a minute to arrive.</Banner>}
      {state.kind === 'error' && <Banner tone="error">{state.message}</Banner>}
      <Button variant="secondary" loading={state.kind === 'sending'} loadingLabel="Sending…" onClick={() => void resend()}>
        Send the link again
      </Button>
    </Page>
  );
}
