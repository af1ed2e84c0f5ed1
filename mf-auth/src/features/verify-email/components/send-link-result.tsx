// What happened after "Send the link again": sent, rate-limited (a calm notice with when to try
// again, never an error page) or failed.
import { Banner, errorMessage } from '@flora/shared';
import type { useSendVerificationEmail } from '../api/email-verification';
import { isRateLimited, rateLimitMessage } from '../rate-limit';

export function SendLinkResult({ send, email }: { send: ReturnType<typeof useSendVerificationEmail>; email: string | null }) {
  if (send.isSuccess) {
    return (
      <Banner tone="success" title="We sent a new link">
        Check {email ? <strong>{email}</strong> : 'your inbox'} (and its spam folder). It may take a minute to arrive.
      </Banner>
    );
  }
  if (send.isError && isRateLimited(send.error)) {
    return (
      <Banner tone="info" title="Please wait before asking again">
        {rateLimitMessage(send.error)}
      </Banner>
    );
  }
  if (send.isError) return <Banner tone="error">{errorMessage(send.error)}</Banner>;
  return null;
}
