// The subscriptions portal (GET /api/v1/subscription/portal-link/, the hook shared with My Account):
// a personal link made on request, opened in a new tab. 'Failed to fetch portal link' on failure.
import { useEffect, useRef } from 'react';
import { Banner, Card, errorMessage } from '@flora/shared';
import { ERROR_MESSAGES } from '@flora/shared/domain';
import { PortalLinkAction } from '@flora/shared/account';
import { usePortalLink } from '@flora/shared/data';
import styles from './subscriptions.module.css';

export function PortalLinkCard() {
  const link = usePortalLink();
  // The link replaces the button: focus follows it, so Enter opens the portal.
  const anchor = useRef<HTMLAnchorElement>(null);
  const url = link.data?.url;
  useEffect(() => {
    if (url) anchor.current?.focus();
  }, [url]);
  return (
    <Card title="Manage in the portal">
      <div className={styles.stack}>
        <p>Skip a delivery, change how often it comes, or cancel a subscription in the subscriptions portal.</p>
        {link.isError && <Banner tone="error">{`${ERROR_MESSAGES.portalLink}. ${errorMessage(link.error)}`}</Banner>}
        <PortalLinkAction link={link} linkRef={anchor} />
      </div>
    </Card>
  );
}
