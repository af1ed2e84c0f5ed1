// /verify-email-confirm/?hash=…[&next=…] (public, SPEC §2.1) — confirms the emailed link once, on arrival.
//
// Where "continue" goes: the link is built by the API and may be opened in another browser, so the
// destination travels in the link. The API adds `next` for the registration routes with a flow of
// their own (treatment variant: /treatments/; male partner: his intake start); otherwise there is
// none and a signed-in user continues to `/` (the root redirect and the guards pick the right home:
// research consent, male-partner intake, provider area, My Tests…). Signed out, the person signs in
// first, on that flow's login page, which continues there (continue-destination.ts).
//
// A failed link: the API answers the same 404 for an unknown, used or expired hash, so the page
// says all three at once and offers a new link (signed in: send it here; signed out: sign in first,
// then /verify-email/ has "Send the link again").
import { useEffect, useRef } from 'react';
import { Banner, Button, buttonClassName, errorMessage, Link, LoadingState, Page, paths, useLocation, useSession } from '@flora/shared';
import { NOTICE_MESSAGES } from '@flora/shared/domain';
import { useConfirmEmail } from './api/email-verification-confirm';
import { continueTo, signInFor } from './continue-destination';
import { useSendVerificationEmail } from './api/email-verification';
import { SendLinkResult } from './components/send-link-result';
import styles from './verify-email-confirm-page.module.css';

const INCOMPLETE_LINK = 'This verification link is incomplete. Open the link from your email again.';

const isLinkRejected = (error: unknown) =>
  (error as { response?: { status?: number } } | null)?.response?.status === 404;

export function VerifyEmailConfirmPage() {
  const query = new URLSearchParams(useLocation().search);
  const hash = query.get('hash');
  const next = query.get('next');
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const confirm = useConfirmEmail();
  const send = useSendVerificationEmail();
  const { mutate } = confirm;
  // The link works once: confirm it once per hash, even when an effect runs twice.
  const confirmed = useRef<string | null>(null);

  useEffect(() => {
    if (hash && confirmed.current !== hash) {
      confirmed.current = hash;
      mutate(hash);
    }
  }, [hash, mutate]);

  const continueAction = user ? (
    <Link className={buttonClassName()} to={continueTo(next, user)}>
      Continue
    </Link>
  ) : (
    <Link className={buttonClassName()} to={signInFor(next)}>
      Sign in to continue
    </Link>
  );

  if (!hash) {
    return (
      <Page title="Email verification" width="narrow">
        <Banner tone="error">{INCOMPLETE_LINK}</Banner>
      </Page>
    );
  }
  if (confirm.isIdle || confirm.isPending) {
    return (
      <Page title="Email verification" width="narrow">
        <LoadingState label="Confirming your email…" />
      </Page>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Page title={NOTICE_MESSAGES.emailVerified} width="narrow">
        <div className={styles.stack}>
          <Banner tone="success">Thank you: your email address is confirmed.</Banner>
          <div>{continueAction}</div>
        </div>
      </Page>
    );
  }
  if (!isLinkRejected(confirm.error)) {
    return (
      <Page title="Email verification" width="narrow">
        <div className={styles.stack}>
          <Banner tone="error">{errorMessage(confirm.error)}</Banner>
          <div>
            <Button onClick={() => mutate(hash)}>Try again</Button>
          </div>
        </div>
      </Page>
    );
  }
  // 404: unknown, already used or expired. A signed-in user whose email is verified (the link was
  // used already) has nothing left to do.
  if (user?.emailVerified) {
    return (
      <Page title="Your email is already verified" description="This link was already used; nothing else to do." width="narrow">
        <div>{continueAction}</div>
      </Page>
    );
  }
  return (
    <Page title="This link can't be used" width="narrow">
      <div className={styles.stack}>
        <Banner tone="warning">{errorMessage(confirm.error)}</Banner>
        <p>A verification link works once and expires after 7 days. Ask for a new one and open the latest email we send.</p>
        <SendLinkResult send={send} email={user?.email ?? null} />
        <div>
          {user ? (
            <Button loading={send.isPending} loadingLabel="Sending…" onClick={() => send.mutate()}>
              Send a new link
            </Button>
          ) : (
            <Link className={buttonClassName()} to={signInFor(next, paths.verifyEmail())}>
              Sign in to get a new link
            </Link>
          )}
        </div>
      </div>
    </Page>
  );
}
