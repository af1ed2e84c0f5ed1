// /provider-test/:token — the link a provider's order emails to the patient (SPEC §2.1). Anyone
// can see who ordered what (GET /api/v1/provider-test/{token}/); the patient then registers or
// signs in (both carry `next` back here) and accepts the test (POST, signed in), which puts it in
// her account, or, when she pays, sends her to the payment page (and, back here before paying, on
// to it again). Once the test is in her account the link says so; a used or unknown link says so.
import {
  Banner,
  Button,
  buttonClassName,
  Card,
  errorMessage,
  Link,
  LoadingState,
  logout,
  Page,
  paths,
  RetryButton,
  useParams,
  useSession,
} from '@flora/shared';
import { formatCurrency, formatDisplayDate } from '@flora/shared/domain';
import { leaveFor } from '@flora/shared/data';
import { type ProviderTestInvitation, useAcceptProviderTest, useProviderTestInvitation } from './api/provider-test';
import styles from './provider-test-page.module.css';

const UNKNOWN_LINK_COPY = 'This test link is not valid. Check the link in your email, or ask your provider to order the test again.';
const USED_LINK_COPY = 'This test link was already used: the test is in the account that accepted it.';
const PROVIDER_ACCOUNT_COPY = 'You are signed in with a provider account, which cannot accept a test ordered for a patient. Sign out, then sign in or create an account with the patient’s address.';
const NOT_PAID_COPY = 'Your provider has not completed the payment for this test yet. Please try again later.';
const PAY_TO_ADD_COPY = 'Pay for the test to have your kit sent: it is added to your account as you pay.';

/** The API's mask of an address (d***@example.com). */
export const emailHint = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`.toLowerCase();
};

const statusOf = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

export function ProviderTestPage() {
  const token = useParams().token ?? '';
  const invitation = useProviderTestInvitation(token);

  let body;
  if (invitation.isPending) {
    body = <LoadingState label="Loading your test…" />;
  } else if (invitation.isError) {
    const status = statusOf(invitation.error);
    body =
      status === 404 || status === 400 ? (
        <Banner tone="error" title="We couldn't find this test">
          {UNKNOWN_LINK_COPY}
        </Banner>
      ) : (
        <Banner
          tone="error"
          action={
            <RetryButton query={invitation} />
          }
        >
          {errorMessage(invitation.error)}
        </Banner>
      );
  } else {
    body = <Invitation token={token} invitation={invitation.data} />;
  }

  return (
    <Page title="A test from your provider" width="narrow">
      {body}
    </Page>
  );
}

const providerName = ({ provider }: ProviderTestInvitation) => `${provider.first_name} ${provider.last_name}`.trim();

function Invitation({ token, invitation }: { token: string; invitation: ProviderTestInvitation }) {
  const practice = invitation.provider.practice_name;
  return (
    <div className={styles.stack}>
      <Card title="What was ordered">
        <dl className={styles.details}>
          <dt>Ordered by</dt>
          <dd>
            {providerName(invitation)}
            {practice ? `, ${practice}` : ''}
          </dd>
          <dt>Test</dt>
          <dd>{invitation.add_sti_panel ? 'Vaginal Microbiome Test with the STI Panel' : 'Vaginal Microbiome Test'}</dd>
          <dt>Ordered on</dt>
          <dd>{formatDisplayDate(invitation.ordered_at)}</dd>
          <dt>Payment</dt>
          <dd>{invitation.price === null ? 'Paid by your provider' : `${formatCurrency(invitation.price)}, paid by you at checkout`}</dd>
          <dt>For</dt>
          <dd>{invitation.patient_email_hint}</dd>
        </dl>
      </Card>
      <NextStep token={token} invitation={invitation} />
    </div>
  );
}

function NextStep({ token, invitation }: { token: string; invitation: ProviderTestInvitation }) {
  const session = useSession();
  const accept = useAcceptProviderTest(token);
  const signedIn = session.status === 'authenticated';
  const user = signedIn ? session.user : null;
  const here = paths.providerTest(token);
  const done = (
    <div className={styles.stack}>
      <Banner tone="success" title="The test is in your account">
        Your kit is on its way. Your results will also be shared with {providerName(invitation)}.
      </Banner>
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={paths.tests()}>
          Go to My Tests
        </Link>
      </div>
    </div>
  );

  if (accept.isSuccess) {
    const answer = accept.data;
    if (answer.status === 'awaiting_payment' && answer.checkout_url) {
      return (
        <Banner tone="info" title="One step left: payment">
          <p>{PAY_TO_ADD_COPY}</p>
          <a className={buttonClassName()} href={answer.checkout_url}>
            Continue to payment
          </a>
        </Banner>
      );
    }
    return done;
  }

  // The API masks the invited address as d***@domain; only that address can accept the test.
  const invited = !!user && !user.isProvider && emailHint(user.email) === invitation.patient_email_hint;

  if (invitation.state === 'used') {
    if (invited) return done;
    return (
      <Banner tone="warning" title="This link was already used">
        <p>{USED_LINK_COPY}</p>
        {signedIn ? <Link to={paths.tests()}>Go to My Tests</Link> : <Link to={paths.login(paths.tests())}>Sign in to see your tests</Link>}
      </Banner>
    );
  }
  if (invitation.state === 'awaiting_provider_payment') {
    return <Banner tone="warning">{NOT_PAID_COPY}</Banner>;
  }

  if (!signedIn) {
    return (
      <Card title="Add this test to your account">
        <div className={styles.stack}>
          <p>
            Create your Flora account or sign in with <strong>{invitation.patient_email_hint}</strong>, the address your provider
            used. You will come back here to add the test.
          </p>
          <div className={styles.actions}>
            <Link className={buttonClassName()} to={paths.register(here)}>
              Create an account
            </Link>
            <Link className={buttonClassName({ variant: 'secondary' })} to={paths.login(here)}>
              Sign in
            </Link>
          </div>
        </div>
      </Card>
    );
  }

  if (user?.isProvider) {
    return (
      <Banner
        tone="warning"
        title="Sign in as the patient"
        action={
          <Button variant="secondary" onClick={() => void logout()}>
            Sign out
          </Button>
        }
      >
        {PROVIDER_ACCOUNT_COPY}
      </Banner>
    );
  }

  // An account whose address masks differently is certainly not the invited one (the API would
  // refuse it), so say so before the button.
  if (!invited) {
    return (
      <Banner
        tone="warning"
        title="This test is for another email address"
        action={
          <Button variant="secondary" onClick={() => void logout()}>
            Sign out
          </Button>
        }
      >
        You are signed in as {user?.email}, but the test was ordered for {invitation.patient_email_hint}. Sign out, then sign in or
        create an account with that address.
      </Banner>
    );
  }

  const status = accept.isError ? statusOf(accept.error) : undefined;
  const failure = accept.isError && (
    <Banner
      tone="error"
      action={
        status === 403 ? (
          <Button variant="secondary" onClick={() => void logout()}>
            Sign out
          </Button>
        ) : undefined
      }
    >
      {status === 410 ? USED_LINK_COPY : errorMessage(accept.error)}
    </Banner>
  );

  // She accepted before and has not paid: accepting again answers the same payment page.
  if (invitation.state === 'awaiting_patient_payment') {
    return (
      <Card title="One step left: payment">
        <div className={styles.stack}>
          <p>
            You are signed in as <strong>{user?.email}</strong>. {PAY_TO_ADD_COPY}
          </p>
          {failure}
          <Button
            onClick={() => accept.mutate(undefined, { onSuccess: ({ checkout_url }) => checkout_url && leaveFor(checkout_url) })}
            loading={accept.isPending}
            loadingLabel="Opening the payment…"
            fullWidth
          >
            Continue to payment
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card title="Add this test to your account">
      <div className={styles.stack}>
        <p>
          You are signed in as <strong>{user?.email}</strong>.
        </p>
        {failure}
        <Button onClick={() => accept.mutate()} loading={accept.isPending} loadingLabel="Adding the test…" fullWidth>
          Add this test to my account
        </Button>
      </div>
    </Card>
  );
}
