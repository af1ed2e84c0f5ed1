// /provider/verify/ — waiting for verification (SPEC §2.5, §6).
import { useState } from 'react';
import { Banner, Button, errorMessage, Link, Page, refreshUser, useSession } from '@flora/shared';

export function VerificationPage() {
  const session = useSession();
  const verified = session.status === 'authenticated' && session.user?.provider_info.is_verified;
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function checkAgain() {
    setChecking(true);
    setError(null);
    try {
      await refreshUser();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setChecking(false);
    }
  }

  if (verified) {
    return (
      <Page title="You're verified">
        <Banner tone="success">Your provider account is verified.</Banner>
        <p>
          <Link to="/provider/">Go to your provider home</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page
      title="We're verifying your account"
      description="Our team checks every provider's credentials before patient tools are unlocked. This usually takes one to two business days; we'll email you when it's done."
      width="narrow"
    >
      {error && <Banner tone="error">{error}</Banner>}
      <p>
        While you wait, you can review your <Link to="/provider/intake/">practice details</Link>.
      </p>
      <Button variant="secondary" loading={checking} loadingLabel="Checking…" onClick={() => void checkAgain()}>
        Check again
      </Button>
    </Page>
  );
}
