// The frame of every page of the health history: the stepper (sections as steps: one counter, "Step
// x of y" — a page count beside it read as a second, contradicting one), the page's heading (focused when the page changes, so a screen reader starts there), its
// content, then Back / Next and the autosave status.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, buttonClassName, Link } from '@flora/shared';
import { Stepper } from '@flora/shared/forms';
import styles from './step-layout.module.css';

export interface StepLayoutProps {
  steps: readonly string[];
  /** The step (section) this page belongs to, from 1. */
  step: number;
  title: string;
  children: ReactNode;
  backTo?: string;
  /** The Next button; omitted on a page with its own form. */
  next?: { label?: string; onClick: () => void; busy?: boolean };
  status?: ReactNode;
}

export function StepLayout({ steps, step, title, children, backTo, next, status }: StepLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);

  return (
    <div className={styles.layout}>
      <Stepper current={step} steps={steps} label="Health history sections" />
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.nav}>
        {backTo && (
          <Link to={backTo} className={buttonClassName({ variant: 'secondary' })}>
            Back
          </Link>
        )}
        {next && (
          <Button type="button" onClick={next.onClick} loading={next.busy} loadingLabel="Saving…">
            {next.label ?? 'Next'}
          </Button>
        )}
      </div>
      {status}
    </div>
  );
}
