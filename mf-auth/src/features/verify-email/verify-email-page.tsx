// /verify-email/ — ask the user to open the link we emailed, and let them send it again.
import { Banner, Button, errorMessage, Link, Page, useSession } from '@flora/shared';
import { useSendVerificationEmail } from './api/email-verification';

export function VerifyEmailPage() {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const send = useSendVerificationEmail();

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
      {send.isSuccess && <Banner tone="success">We sent a new link. It may take a minute to arrive.</Banner>}
      {send.isError && <Banner tone="error">{errorMessage(send.error)}</Banner>}
      <Button variant="secondary" loading={send.isPending} loadingLabel="Sending…" onClick={() => send.mutate()}>
        Send the link again
      </Button>
    </Page>
  );
}
