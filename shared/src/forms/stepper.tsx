import { cx, VisuallyHidden } from '@flora/shared';
import styles from './stepper.module.css';

export interface StepperProps {
  /** The step the person is on, counted from 1. */
  current: number;
  /** The steps' names in order, or just how many there are. */
  steps: number | readonly string[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
}

/**
 * Where a person is in a multi-page form: "Step 2 of 5" in words, then an ordered list of the
 * steps with aria-current="step" on this one. Below 600 px the list shrinks to bars and only the
 * current step's name shows, beside the count.
 */
export function Stepper({ current, steps, label = 'Progress', className }: StepperProps) {
  const names = typeof steps === 'number' ? Array.from({ length: steps }, () => null) : steps;
  const total = names.length;
  const at = Math.min(Math.max(current, 1), total);
  const currentName = names[at - 1];

  return (
    <div className={cx(styles.stepper, className)}>
      <p className={styles.count}>
        Step {at} of {total}
        {currentName && <span className={styles.currentName}>: {currentName}</span>}
      </p>
      <ol aria-label={label} className={styles.steps}>
        {names.map((name, index) => {
          const number = index + 1;
          const state = number < at ? 'done' : number === at ? 'current' : 'upcoming';
          return (
            <li key={number} aria-current={state === 'current' ? 'step' : undefined} className={cx(styles.step, styles[state])}>
              <span className={styles.bar} aria-hidden="true" />
              {name ? (
                <span className={styles.name}>
                  {state === 'done' && (
                    <>
                      <span aria-hidden="true">✓ </span>
                      <VisuallyHidden>Completed: </VisuallyHidden>
                    </>
                  )}
                  {name}
                </span>
              ) : (
                // Numbered-only steps: the count above says it on screen.
                <VisuallyHidden>
                  {state === 'done' && 'Completed: '}Step {number}
                </VisuallyHidden>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
