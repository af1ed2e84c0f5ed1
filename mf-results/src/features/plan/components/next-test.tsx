// Her next test: when a member's next kit ships, and the way to move it up (confirmed in the plan
// modal). When moving up fails, moveTestUpError shows here, beside the button.
import { Banner, Button, Card, formatDisplayDate, Link, paths } from '@flora/shared';
import type { Plan } from '../api/plan';
import styles from './next-test.module.css';

/** The shop page of the test kit (the seeded kit product), for a retest. */
export const TEST_KIT_SLUG = 'vaginal-microbiome-test';

export interface NextTestProps {
  plan: Plan;
  error: string | null;
  onMoveUp: () => void;
}

export function NextTest({ plan, error, onMoveUp }: NextTestProps) {
  const { is_member: member, next_kit_at: nextKitAt } = plan.next_test;
  return (
    <Card title="Your next test">
      <div className={styles.body}>
        <p className={styles.text}>
          {member && nextKitAt
            ? `As a member, your next kit ships on ${formatDisplayDate(nextKitAt)}.`
            : 'A new test shows how your microbiome answers the plan.'}{' '}
          Want to see your progress sooner? You can move your next test up.
        </p>
        {error && (
          <Banner
            tone="error"
            title="Your next test was not moved"
            action={!member ? <Link to={paths.shop.test(TEST_KIT_SLUG)}>Order a retest</Link> : undefined}
          >
            {error}
          </Banner>
        )}
        <Button variant="secondary" onClick={onMoveUp}>
          Move my next test up
        </Button>
      </div>
    </Card>
  );
}
