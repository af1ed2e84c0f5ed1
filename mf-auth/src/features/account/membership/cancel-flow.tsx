// Cancelling the membership in three steps: why (a reason from the API's list and an optional
// note), a confirmation that says what happens, then the result.
import { useEffect, useRef, useState } from 'react';
import { Banner, Button, Card, cx, errorMessage, layoutClassNames, Link, paths } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { maxLength, nonEmpty, object, pipe, RadioGroup, Stepper, string, TextArea, trim, useApiForm } from '@flora/shared/forms';
import type { Membership, MembershipAnswer } from '@flora/shared/data';
import { useCancelMembership } from '../api/membership-cancel';
import styles from '../components/account-sections.module.css';
import { MembershipFacts } from './membership-facts';

export const NOTE_MAX = 500;
const STEPS = ['Reason', 'Confirm', 'Done'] as const;

const reasonSchema = object({
  reason: pipe(string(), nonEmpty('Choose the reason that fits best.')),
  note: pipe(string(), trim(), maxLength(NOTE_MAX, `Keep it to ${NOTE_MAX} characters.`)),
});

interface Choice {
  reason: string;
  note: string;
}

export interface CancelFlowProps {
  membership: Membership;
  reasons: MembershipAnswer['cancel_reasons'];
  onClose: () => void;
}

export function CancelFlow({ membership, reasons, onClose }: CancelFlowProps) {
  // The reason chosen stays when the person steps back from the confirmation.
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState<Membership | null>(null);
  const step = cancelled ? 2 : confirming && choice ? 1 : 0;
  // Each step replaces the last: keyboard and screen-reader users are taken to the new one.
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => stepRef.current?.focus(), [step]);
  return (
    <Card title="Cancel your membership">
      <div className={styles.stack} ref={stepRef} tabIndex={-1}>
        <Stepper current={step + 1} steps={STEPS} label="Cancelling your membership" />
        {step === 0 && (
          <ReasonStep
            reasons={reasons}
            initial={choice}
            onNext={(next) => {
              setChoice(next);
              setConfirming(true);
            }}
            onKeep={onClose}
          />
        )}
        {step === 1 && choice && (
          <ConfirmStep membership={membership} choice={choice} reasons={reasons} onBack={() => setConfirming(false)} onKeep={onClose} onCancelled={setCancelled} />
        )}
        {step === 2 && cancelled && <DoneStep membership={cancelled} />}
      </div>
    </Card>
  );
}

function ReasonStep({
  reasons,
  initial,
  onNext,
  onKeep,
}: {
  reasons: CancelFlowProps['reasons'];
  initial: Choice | null;
  onNext: (choice: Choice) => void;
  onKeep: () => void;
}) {
  const form = useApiForm({
    schema: reasonSchema,
    defaultValues: initial ?? { reason: '', note: '' },
    onSubmit: async (values) => onNext(values),
  });
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="Why are you cancelling?">
      <RadioGroup
        legend="Why are you cancelling?"
        hint="Your answer helps us improve."
        options={reasons.map((r) => ({ value: r.value, label: r.label }))}
        defaultValue={initial?.reason}
        error={form.errorOf('reason')}
        required
        {...form.register('reason')}
      />
      <TextArea label="Anything else you'd like to tell us? (optional)" maxLength={NOTE_MAX} error={form.errorOf('note')} {...form.register('note')} />
      <div className={styles.actions}>
        <Button type="submit">Continue</Button>
        <Button variant="secondary" onClick={onKeep}>
          Keep my membership
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({
  membership,
  choice,
  reasons,
  onBack,
  onKeep,
  onCancelled,
}: {
  membership: Membership;
  choice: Choice;
  reasons: CancelFlowProps['reasons'];
  onBack: () => void;
  onKeep: () => void;
  onCancelled: (membership: Membership) => void;
}) {
  const cancel = useCancelMembership();
  const running = useRef(false);
  const label = reasons.find((r) => r.value === choice.reason)?.label ?? choice.reason;

  async function confirm() {
    if (running.current) return;
    running.current = true;
    try {
      const { data } = await cancel.mutateAsync({ reason: choice.reason as never, note: choice.note || null });
      onCancelled(data);
    } catch {
      // shown from cancel.error
    } finally {
      running.current = false;
    }
  }

  return (
    <div className={styles.stack}>
      {cancel.isError && <Banner tone="error">{errorMessage(cancel.error)}</Banner>}
      <p>
        There will be no more charges or deliveries.
        {membership.next_charge_at
          ? ` You stay a member until ${formatDisplayDate(membership.next_charge_at)}, the end of the period you paid for.`
          : ' You stay a member until the end of the period you paid for.'}
      </p>
      <dl className={cx(layoutClassNames.facts, styles.facts)}>
        <dt>Membership</dt>
        <dd>{membership.name}</dd>
        <dt>Your reason</dt>
        <dd>{label}</dd>
        {choice.note && (
          <>
            <dt>Your note</dt>
            <dd>{choice.note}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button loading={cancel.isPending} loadingLabel="Cancelling your membership…" onClick={() => void confirm()}>
          Yes, cancel my membership
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={cancel.isPending}>
          Back
        </Button>
        <Button variant="ghost" onClick={onKeep} disabled={cancel.isPending}>
          Keep my membership
        </Button>
      </div>
    </div>
  );
}

function DoneStep({ membership }: { membership: Membership }) {
  return (
    <div className={styles.stack}>
      <div role="status">
        <Banner tone="success" title="Your membership is cancelled">
          {membership.ends_at ? `You remain a member until ${formatDisplayDate(membership.ends_at)}. ` : ''}Nothing more will be charged.
        </Banner>
      </div>
      <MembershipFacts membership={membership} />
      <p>
        <Link to={paths.account()}>Back to My Account</Link>
      </p>
    </div>
  );
}
