// /account/membership/ — the membership (GET /api/v1/membership/): plan, status, next delivery and
// price; upgrade or downgrade after a confirmation; cancel with a reason (the API's list) and an
// optional note, then a confirmation step, then the result; a cancelled one still running can be
// resumed. No membership (or an ended one): say so and lead to buying one in the shop. Below, a link
// to the subscriptions portal for every subscription.
import { useEffect, useRef, useState } from 'react';
import { Banner, Button, Card, EmptyState, errorMessage, QueryView } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { MembershipNextStep } from '@flora/shared/account';
import { type Membership, type MembershipAnswer, useMembership } from '@flora/shared/data';
import { useDowngradeMembership } from '../api/membership-downgrade';
import { useUpgradeMembership } from '../api/membership-upgrade';
import { AccountFrame } from '../components/account-frame';
import styles from '../components/account-sections.module.css';
import { CancelFlow } from './cancel-flow';
import { MembershipFacts } from './membership-facts';
import { DOWNGRADE_TO, NOT_A_MEMBER_COPY, NOT_A_MEMBER_TITLE, UPGRADE_TO } from './membership-copy';
import { PortalLink } from './portal-link';

export function MembershipPage() {
  const membership = useMembership();
  return (
    <AccountFrame title="Membership" description="Your plan, your next delivery and what it costs.">
      <QueryView query={membership} loadingLabel="Loading your membership…">
        {(answer) =>
          answer.data.membership === null ? (
            <EmptyState title={NOT_A_MEMBER_TITLE} message={NOT_A_MEMBER_COPY} action={<MembershipNextStep answer={answer.data} />} />
          ) : (
            <MembershipView answer={answer.data} />
          )
        }
      </QueryView>
      <PortalLink />
    </AccountFrame>
  );
}

type Mode = { kind: 'view'; notice?: string } | { kind: 'move'; direction: 'upgrade' | 'downgrade' } | { kind: 'cancel' };

function MembershipView({ answer }: { answer: MembershipAnswer }) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const membership = answer.membership!;

  if (mode.kind === 'cancel') {
    return <CancelFlow membership={membership} reasons={answer.cancel_reasons} onClose={() => setMode({ kind: 'view' })} />;
  }
  if (mode.kind === 'move') {
    return (
      <MoveConfirmation
        membership={membership}
        direction={mode.direction}
        onDone={(name) => setMode({ kind: 'view', notice: `Your membership is now ${name}.` })}
        onCancel={() => setMode({ kind: 'view' })}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <div role="status">{mode.notice && <Banner tone="success">{mode.notice}</Banner>}</div>
      <Card title="Your membership">
        <MembershipFacts membership={membership} />
        {(answer.can_upgrade || answer.can_downgrade || answer.can_cancel) && (
          <div className={styles.actions}>
            {answer.can_upgrade && <Button onClick={() => setMode({ kind: 'move', direction: 'upgrade' })}>Upgrade to Expanded PCR</Button>}
            {answer.can_downgrade && (
              <Button variant="secondary" onClick={() => setMode({ kind: 'move', direction: 'downgrade' })}>
                Downgrade to {DOWNGRADE_TO}
              </Button>
            )}
            {answer.can_cancel && (
              <Button variant="ghost" onClick={() => setMode({ kind: 'cancel' })}>
                Cancel membership
              </Button>
            )}
          </div>
        )}
        <MembershipNextStep answer={answer} />
      </Card>
    </div>
  );
}

function MoveConfirmation({
  membership,
  direction,
  onDone,
  onCancel,
}: {
  membership: Membership;
  direction: 'upgrade' | 'downgrade';
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const upgrade = useUpgradeMembership();
  const downgrade = useDowngradeMembership();
  const move = direction === 'upgrade' ? upgrade : downgrade;
  const target = direction === 'upgrade' ? UPGRADE_TO : DOWNGRADE_TO;
  const verb = direction === 'upgrade' ? 'Upgrade' : 'Downgrade';

  // The confirmation replaces the card: focus moves to it.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  async function confirm() {
    const { data } = await move.mutateAsync();
    onDone(data.name);
  }

  return (
    <Card title={`${verb} your membership?`}>
      <div className={styles.stack} ref={ref} tabIndex={-1}>
        {move.isError && <Banner tone="error">{errorMessage(move.error)}</Banner>}
        <p>
          Your membership changes from {membership.name} to {target}. The new price applies from your next delivery
          {membership.next_charge_at ? ` on ${formatDisplayDate(membership.next_charge_at)}` : ''}; the date stays the same.
        </p>
        <div className={styles.actions}>
          <Button loading={move.isPending} loadingLabel="Changing your membership…" onClick={() => void confirm().catch(() => undefined)}>
            Confirm {direction}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={move.isPending}>
            Go back
          </Button>
        </div>
      </div>
    </Card>
  );
}

