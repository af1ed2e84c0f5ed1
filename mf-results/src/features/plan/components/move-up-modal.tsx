// The plan modal (SPEC §3 planModalStep): moving her next test up, in two steps. 'confirm' says
// what will happen and asks; 'done' says when the kit now ships. A refusal closes the modal and
// the page shows it as moveTestUpError beside the button. One dialog for both steps, so focus
// stays inside it and returns to the button that opened it.
import { useEffect, useRef } from 'react';
import { Button, errorMessage } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { Modal } from '@flora/shared/widgets';
import { useMoveTestUp } from '../api/move-test-up';
import type { Plan } from '../api/plan';
import styles from './move-up-modal.module.css';

export type MoveUpStep = 'confirm' | 'done';

export interface MoveUpModalProps {
  plan: Plan;
  step: MoveUpStep | null;
  onStep: (step: MoveUpStep | null) => void;
  onError: (message: string) => void;
}

export function MoveUpModal({ plan, step, onStep, onError }: MoveUpModalProps) {
  const move = useMoveTestUp(plan.hash);
  const doneRef = useRef<HTMLButtonElement>(null);
  // The confirm button that had focus is gone once the test moved: focus the step's own button.
  useEffect(() => {
    if (step === 'done') doneRef.current?.focus();
  }, [step]);

  const close = () => {
    if (!move.isPending) onStep(null);
  };
  const confirm = () =>
    move.mutate(undefined, {
      onSuccess: () => onStep('done'),
      onError: (error) => onError(errorMessage(error)),
    });
  const movedTo = move.data?.data.next_kit_at ?? null;
  const current = plan.next_test.next_kit_at;
  const done = step === 'done';

  return (
    <Modal
      open={step !== null}
      onClose={close}
      title={done ? 'Your next test is on its way' : 'Move your next test up?'}
      footer={
        done ? (
          <Button ref={doneRef} onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={confirm} loading={move.isPending} loadingLabel="Moving your test up…">
              Yes, move it up
            </Button>
            <Button variant="secondary" onClick={close} disabled={move.isPending}>
              Not now
            </Button>
          </>
        )
      }
    >
      <p className={styles.text}>
        {done
          ? `${movedTo ? `Your next kit now ships on ${formatDisplayDate(movedTo)}.` : 'Your next kit ships soon.'} Later kits follow on from that date.`
          : `We will send your next kit tomorrow${current ? ` instead of on ${formatDisplayDate(current)}` : ''}, and charge your membership then. Later kits follow on from the new date.`}
      </p>
    </Modal>
  );
}
