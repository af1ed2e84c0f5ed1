import { LoadingState } from '@flora/shared';

/** /loading/ and the moment before the user is known. */
export function LoadingPage() {
  return <LoadingState label="Loading your account…" />;
}
