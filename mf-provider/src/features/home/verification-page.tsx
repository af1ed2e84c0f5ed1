// /provider/verify/ — waiting for verification (SPEC §2.5, §6).
import { Banner, Button, errorMessage, Link, Page, paths, useSession } from '@flora/shared';
import { useRefreshUser } from './api/refresh-user';

export function VerificationPage() {
  const session = useSession();
  const verified = session.status === 'authenticated' && session.user?.provider_info.is_verified;
  const check = useRefreshUser();

  if (verified) {
    return (
      <Page title="You're verified">
        <Banner tone="success">Your provider account is verified.</Banner>
        <p>
          <Link to={paths.provider.home()}>Go to your provider home</Link>
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
      {check.isError && <Banner tone="error">{errorMessage(check.error)}</Banner>}
      <p>
        While you wait, you can review your <Link to={paths.provider.intake()}>practice details</Link>.
      </p>
      <Button variant="secondary" loading={check.isPending} loadingLabel="Checking…" onClick={() => check.mutate()}>
        Check again
      </Button>
    </Page>
  );
}
