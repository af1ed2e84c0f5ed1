// The current test's checklist as an ordered list: each step says whether it is done, current or
// upcoming (in words, not only by colour), the current one carries aria-current="step" and links to
// where it is done; a done step offers nothing more to do, except reading the results once ready.
import { Link, VisuallyHidden } from '@flora/shared';
import { type ChecklistTest, STEP_STATE_LABELS, testChecklist } from '../test-checklist';
import styles from './test-checklist.module.css';

export function TestChecklist({ test }: { test: ChecklistTest }) {
  const steps = testChecklist(test);
  const current = steps.find((s) => s.state === 'current');
  return (
    <section className={styles.section} aria-labelledby="checklist-title">
      <h2 id="checklist-title" className={styles.title}>
        Next steps for test {test.hash}
      </h2>
      <p className={styles.summary} role="status">
        {current ? `Current step: ${current.title}.` : 'All steps are done.'}
      </p>
      <ol className={styles.steps} aria-labelledby="checklist-title">
        {steps.map((step, i) => (
          <li key={step.id} className={styles[step.state]} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {step.state === 'done' ? '✓' : i + 1}
            </span>
            <div className={styles.body}>
              <p className={styles.stepTitle}>
                {step.title}
                <VisuallyHidden>: </VisuallyHidden>
                <span className={styles.state}>{STEP_STATE_LABELS[step.state]}</span>
              </p>
              {step.state !== 'done' && <p className={styles.detail}>{step.detail}</p>}
              {step.href && (step.state === 'current' || step.id === 'ready') && (
                <Link className={styles.link} to={step.href}>
                  {step.linkLabel}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
