// Her next test: when a member's next kit ships, and the way to move it up (confirmed in the plan
// modal). When moving up fails, moveTestUpError shows here, beside the button.
import { useEffect, useRef } from 'react';
import { Banner, Button, Card, Link, paths } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import type { Plan } from '../api/plan';
import styles from './next-test.module.css';

/** The shop page of the test kit (the seeded kit product), for a retest. */

export interface NextTestProps {
  plan: Plan;
  error: string | null;
  onMoveUp: () => void;
  /** Whether the move-up modal is open (focus comes back here when it closes). */
  modalOpen: boolean;
}

export function NextTest({ plan, error, onMoveUp, modalOpen }: NextTestProps) {
  const { is_member: member, next_kit_at: nextKitAt, can_move_up: canMoveUp } = plan.next_test;
  // A member whose next kit ships within the week has nothing to move up; anyone else may ask (the
  // API tells a non-member how to retest instead).
  const soon = member && !!nextKitAt && !canMoveUp;
  // Once her test moved up, the button that opened the modal is gone (whether the plan was read
  // again before or after the modal closed): focus lands on the sentence saying when it ships.
  const textRef = useRef<HTMLParagraphElement>(null);
  const before = useRef({ soon, modalOpen });
  useEffect(() => {
    const changed = (soon && !before.current.soon) || (!modalOpen && before.current.modalOpen);
    before.current = { soon, modalOpen };
    const lost = !document.activeElement || document.activeElement === document.body;
    if (changed && soon && !modalOpen && lost) textRef.current?.focus();
  }, [soon, modalOpen]);
  return (
    <Card title="Your next test">
      <div className={styles.body}>
        <p ref={textRef} tabIndex={-1} className={styles.text}>
          {member && nextKitAt
            ? `As a member, your next kit ships on ${formatDisplayDate(nextKitAt)}.`
            : 'A new test shows how your microbiome answers the plan.'}{' '}
          {soon ? 'That is within a week, so there is nothing to move up.' : 'Want to see your progress sooner? You can move your next test up.'}
        </p>
        {error && (
          <Banner
            tone="error"
            title="Your next test was not moved"
            action={!member ? <Link to={paths.shop.testKit()}>Order a retest</Link> : undefined}
          >
            {error}
          </Banner>
        )}
        {!soon && (
          <Button variant="secondary" onClick={onMoveUp}>
            Move my next test up
          </Button>
        )}
      </div>
    </Card>
  );
}
