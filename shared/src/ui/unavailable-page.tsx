import { EmptyState } from './empty-state';
import { Page } from './page';

export interface UnavailablePageProps {
  /** The area's heading, e.g. "My Treatment". */
  title: string;
  message: string;
}

/** A path inside a remote's area that has no page (yet): says so calmly instead of showing nothing. */
export function UnavailablePage({ title, message }: UnavailablePageProps) {
  return (
    <Page title={title}>
      <EmptyState title="This page isn't available" message={message} />
    </Page>
  );
}
