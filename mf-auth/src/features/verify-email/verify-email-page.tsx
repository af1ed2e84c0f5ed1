// /verify-email/ (login only, SPEC §2.3): where the link went, "Send the link again" (a rate limit is
// a calm notice with when to try again), and a way out to another account. Changing the address is
// not offered: the API has no route for it (only POST /api/v1/email-verification/ to resend).
import { Button, buttonClassName, Link, logout, Page, paths, useNavigate, useSession } from '@flora/shared';
import { useSendVerificationEmail } from './api/email-verification';
import { SendLinkResult } from './components/send-link-result';
import { flowHome } from './continue-destination';
import styles from './verify-email-page.module.css';

export function VerifyEmailPage() {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.status === 'authenticated' ? session.user : null;
  const send = useSendVerificationEmail();

  async function switchAccount() {
    const to = user?.registrationRoute === 'male_partner' ? paths.loginMalePartner() : paths.login();
    await logout();
    navigate(to, { replace: true });
  }

  if (user?.emailVerified) {
    return (
      <Page title="Your email is verified" description="You're all set." width="narrow">
        <Link className={buttonClassName()} to={flowHome(user)}>
          Continue
        </Link>
      </Page>
    );
  }
  return (
    <Page
      title="Verify your email"
      description={
        <>
          We sent a link to {user ? <strong>{user.email}</strong> : 'your email address'}. Open it to confirm it&apos;s you; then you
          can see your tests and care.
        </>
      }
      width="narrow"
    >
      <div className={styles.stack}>
        <SendLinkResult send={send} email={user?.email ?? null} />
        <p className={styles.hint}>Can&apos;t find it? Check your spam folder. The link works once and expires after 7 days.</p>
        <div>
          <Button loading={send.isPending} loadingLabel="Sending…" onClick={() => send.mutate()}>
            Send the link again
          </Button>
        </div>
        <p className={styles.hint}>
          Wrong address?{' '}
          <Button variant="ghost" onClick={() => void switchAccount()}>
            Sign out and use another account
          </Button>
        </p>
      </div>
    </Page>
  );
}
