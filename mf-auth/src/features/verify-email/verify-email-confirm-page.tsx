// /verify-email-confirm/?hash=… — confirms the emailed link once, on arrival.
import { useEffect } from 'react';
import { Banner, errorMessage, Link, LoadingState, Page, useLocation } from '@flora/shared';
import { useConfirmEmail } from './api/email-verification-confirm';

const INCOMPLETE_LINK = 'This verification link is incomplete. Open the link from your email again.';

export function VerifyEmailConfirmPage() {
  const hash = new URLSearchParams(useLocation().search).get('hash');
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  useEffect(() => {
    if (hash) mutate(hash);
  }, [hash, mutate]);

  return (
    <Page title="Email verification" width="narrow">
      {!hash && <Banner tone="error">{INCOMPLETE_LINK}</Banner>}
      {hash && (confirm.isIdle || confirm.isPending) && <LoadingState label="Confirming your email…" />}
      {confirm.isSuccess && (
        <>
          <Banner tone="success">{confirm.data.detail}</Banner>
          <p>
            <Link to="/">Continue to Flora</Link>
          </p>
        </>
      )}
      {confirm.isError && <Banner tone="error">{errorMessage(confirm.error)}</Banner>}
    </Page>
  );
}
