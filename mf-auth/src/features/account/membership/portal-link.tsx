// The subscriptions portal: every subscription (deliveries, skips, other products) is managed there.
// The link is made on request (it is personal and expires), then opened in a new tab.
import { Banner, Card, errorMessage, Link, paths } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { PortalLinkAction } from '@flora/shared/account';
import { usePortalLink } from '@flora/shared/data';
import styles from '../components/account-sections.module.css';
import { PORTAL_FAILED_COPY } from './membership-copy';

const isNotFound = (error: unknown) => (error as { response?: { status?: number } })?.response?.status === 404;

export function PortalLink() {
  const link = usePortalLink();
  return (
    <Card title="All your subscriptions">
      <div className={styles.stack}>
        <p>Change deliveries, skip one, or manage your other subscriptions in the subscriptions portal.</p>
        <p>
          <Link to={paths.shop.subscriptions()}>See your subscriptions and their next charges</Link>
        </p>
        {link.isError && (
          <Banner tone="error">
            {isNotFound(link.error) ? `${PORTAL_FAILED_COPY}: you have no active subscriptions.` : `${PORTAL_FAILED_COPY}. ${errorMessage(link.error)}`}
          </Banner>
        )}
        <PortalLinkAction
          link={link}
          note={(expiresAt) => <span className={styles.hint}> · This link is yours alone and works until {formatTime(expiresAt)}.</span>}
        />
      </div>
    </Card>
  );
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? formatDisplayDate(iso) : TIME.format(date);
};
