// The one next step of a membership, the same on My Account's membership page and the shop's
// subscriptions page: "Resume membership" while a cancelled one still runs (the same membership,
// nothing charged now), else "Re-subscribe" / "Become a member" leading to the shop's memberships.
import { Banner, Button, buttonClassName, errorMessage, Link, paths } from '@flora/shared';
import { formatDisplayDate, MEMBERSHIP_SHOP_ANCHOR, membershipNextStep } from '@flora/shared/domain';
import { type MembershipAnswer, useResumeMembership } from '@flora/shared/data';
import styles from './account-forms.module.css';

export const RESUMED_COPY = 'Your membership is active again.';

export function MembershipNextStep({ answer }: { answer: MembershipAnswer }) {
  const resume = useResumeMembership();
  const step = membershipNextStep(answer);
  // After resuming, the answer read again offers nothing more: the result stays in view.
  if (resume.isSuccess) {
    const next = resume.data.data.next_charge_at;
    return (
      <div role="status">
        <Banner tone="success">
          {RESUMED_COPY}
          {next ? ` Your next delivery is charged on ${formatDisplayDate(next)}.` : ''}
        </Banner>
      </div>
    );
  }
  if (step.kind === 'none') return null;
  if (step.kind === 'subscribe') {
    return (
      <p>
        <Link className={buttonClassName()} to={`${paths.shop.home()}#${MEMBERSHIP_SHOP_ANCHOR}`}>
          {step.label}
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.form}>
      {resume.isError && <Banner tone="error">{errorMessage(resume.error)}</Banner>}
      <p>
        Changed your mind? Resume to keep this membership: nothing is charged now
        {step.until ? `, and your next delivery is charged on ${formatDisplayDate(step.until)}` : ''}.
      </p>
      <div>
        <Button loading={resume.isPending} loadingLabel="Resuming your membership…" onClick={() => resume.mutate()}>
          {step.label}
        </Button>
      </div>
    </div>
  );
}
