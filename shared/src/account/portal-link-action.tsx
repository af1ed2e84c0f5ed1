// The subscriptions portal's link, the same on My Account's membership page and the shop's
// subscriptions page: a button until the link is made (it is personal and expires, so it is made on
// a click), then the link itself, opened in a new tab.
import type { ReactNode, Ref } from 'react';
import { Button } from '@flora/shared';
import type { usePortalLink } from '@flora/shared/data';

interface PortalLinkActionProps {
  link: ReturnType<typeof usePortalLink>;
  linkRef?: Ref<HTMLAnchorElement>;
  /** Said after the link, given when it expires. */
  note?: (expiresAt: string) => ReactNode;
}

export function PortalLinkAction({ link, linkRef, note }: PortalLinkActionProps) {
  if (!link.data) {
    return (
      <div>
        <Button variant="secondary" loading={link.isPending} loadingLabel="Getting your portal link…" onClick={() => link.mutate()}>
          Get a portal link
        </Button>
      </div>
    );
  }
  return (
    <p>
      <a ref={linkRef} href={link.data.url} target="_blank" rel="noopener noreferrer">
        Open the subscriptions portal (opens in a new tab)
      </a>
      {note?.(link.data.expires_at)}
    </p>
  );
}
