import type { ReactNode } from 'react';
import { Button, Page } from '@flora/shared/basics';
import { Card } from './card';
import styles from './error-page.module.css';

/** The heading of the router fallback page: tests and users look for it verbatim. */
const ERROR_PAGE_HEADING = 'Unexpected Application Error!';

export interface ErrorPageProps {
  /** What failed, e.g. "The results app could not be loaded." */
  message?: ReactNode;
  /** A technical line (error message, status) for support. */
  detail?: ReactNode;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
}

const reload = () => window.location.reload();

/** Shown in the shell's layout when a remote or a page cannot load. */
export function ErrorPage({ message = 'This page could not be loaded.', detail, onRetry = reload }: ErrorPageProps) {
  return (
    <Page title={ERROR_PAGE_HEADING}>
      <Card>
        <p className={styles.message}>{message}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
        <Button onClick={onRetry}>Try again</Button>
      </Card>
    </Page>
  );
}
