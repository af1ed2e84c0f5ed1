// /provider/verify/ — waiting for verification (SPEC §2.5, §6): where the application stands (the
// intake complete or not, with the way to finish it), what happens next and how long it takes. It
// moves on by itself: the status is re-read on arrival, on focus and every 30 s while visible, and
// once staff verify the provider she is taken to /provider/.
import { useEffect, useState } from 'react';
import { Banner, Button, Card, errorMessage, Link, Navigate, Page, paths, StatusPill, toast, useSession } from '@flora/shared';
import { useIntake } from '../../lib/api/provider-intake';
import { useVerificationStatus } from './api/refresh-user';
import styles from './provider.module.css';

export const VERIFIED_TOAST = 'Your provider account is verified. You can now order tests.';

export function VerificationPage() {
  const session = useSession();
  const verified = session.status === 'authenticated' && session.user?.provider_info.is_verified;
  const check = useVerificationStatus();
  // Only a provider who waited here hears the news; one arriving verified just goes home.
  const [waited] = useState(!verified);

  useEffect(() => {
    if (verified && waited) toast.show(VERIFIED_TOAST, { tone: 'success' });
  }, [verified, waited]);
  if (verified) return <Navigate to={paths.provider.home()} replace />;

  return (
    <Page
      title="We're verifying your account"
      description="Our team checks every provider's credentials before patient tools are unlocked. This usually takes one to two business days."
      width="narrow"
    >
      <div className={styles.stack}>
        <IntakeStanding />
        <Card title="What happens next">
          <ol className={styles.next}>
            <li>Our team checks your NPI, your state license and your practice details.</li>
            <li>We email you as soon as your account is verified, usually within one to two business days.</li>
            <li>Then you can order tests for your patients, follow their results and download our clinical resources.</li>
          </ol>
        </Card>
        <div className={styles.check}>
          <p className={styles.muted}>This page updates by itself once you're verified.</p>
          {check.isError && <Banner tone="error">{errorMessage(check.error)}</Banner>}
          <Button variant="secondary" loading={check.isFetching} loadingLabel="Checking…" onClick={() => void check.refetch()}>
            Check again
          </Button>
        </div>
      </div>
    </Page>
  );
}

function IntakeStanding() {
  const intake = useIntake();
  if (intake.isPending) return null;
  if (intake.isError) {
    return (
      <Card title="Your practice details">
        <p>
          We couldn't load your practice details just now. <Link to={paths.provider.intake()}>Open your practice details</Link>
        </p>
      </Card>
    );
  }
  const complete = intake.data.is_complete;
  return (
    <Card title="Your practice details">
      <p className={styles.standing}>
        <StatusPill tone={complete ? 'success' : 'warning'}>{complete ? 'Complete' : 'Not finished'}</StatusPill>
        {complete
          ? 'We have everything we need to verify you.'
          : 'We can only verify you once your practice details are complete.'}
      </p>
      <p>
        {complete ? (
          <Link to={paths.provider.intake()}>Review your practice details</Link>
        ) : (
          <Link to={paths.provider.intake()}>Finish your practice details</Link>
        )}
      </p>
    </Card>
  );
}
