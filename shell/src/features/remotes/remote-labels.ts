import type { RemoteName } from '../../lib/remote-name';

/** How the error page names a remote that failed to load. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  auth: 'The account app',
  results: 'The results app',
  care: 'The care app',
  shop: 'The shop',
  provider: 'The provider portal',
};
