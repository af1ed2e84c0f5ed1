// /treatments/consults/{uid}/ — one consultation (the consult banner's "Message your provider now"
// leads here): its status in words, what happens next and where to go from here (the banner's links,
// e.g. "Reupload ID" to the intake's photo step), by the shared banner rules (SPEC §4, §8), then the
// Messages with the care team (SPEC §7, §9). Someone else's consult, or an unknown uid, is not found.
import {
  Banner,
  buttonClassName,
  errorMessage,
  Link,
  LoadingState,
  NotFoundPage,
  Page,
  paths,
  RetryButton,
  StatusPill,
  useParams,
} from '@flora/shared';
import {
  BANNER_LINK_LABELS,
  type Consult,
  consultBannerCopy,
  consultBannerLinks,
  consultBannerMessage,
  consultStatusForPatient,
  consultStatusName,
  consultTypeForPatient,
  CONTACT_EMAILS,
  formatDisplayDate,
  hasWarningBanner,
  isConsultComplete,
  isMalePartner,
} from '@flora/shared/domain';
import { bannerLinkHref } from '@flora/shared/care';
import { useConsult } from '../../lib/api/consult';
import { MessageThread } from './components/message-thread';
import styles from './consult-page.module.css';

const PAGE_TITLE = 'Your consultation';

export function ConsultPage() {
  const { uid = '' } = useParams();
  const consult = useConsult(uid);

  if (consult.status === 'success' && consult.data === null) return <NotFoundPage />;
  if (consult.status !== 'success' || !consult.data) {
    return (
      <Page title={PAGE_TITLE}>
        {consult.status === 'error' ? (
          <Banner
            tone="error"
            action={
              <RetryButton query={consult} />
            }
          >
            {`We couldn't load this consultation. ${errorMessage(consult.error)}`}
          </Banner>
        ) : (
          <LoadingState label="Loading your consultation…" />
        )}
      </Page>
    );
  }

  const data = consult.data;
  const partner = isMalePartner({ consultType: data.type });
  return (
    <Page
      title={consultTypeForPatient(data.type)}
      description={data.created_at ? `Started ${formatDisplayDate(data.created_at)}` : undefined}
    >
      <ConsultStatus consult={data} />
      <MessageThread uid={data.uid} closed={data.is_closed} />
      <p className={styles.back}>
        {/* Care is not a male partner's page (the shell sends him on to /treatments/): his is My Treatments. */}
        {partner ? <Link to={paths.treatments()}>Back to My Treatments</Link> : <Link to={paths.care()}>Back to Care</Link>}
      </p>
    </Page>
  );
}

function ConsultStatus({ consult }: { consult: Consult }) {
  const name = consultStatusName(consult.status);
  const email = CONTACT_EMAILS.care;
  const copy = consultBannerCopy({ status: consult.status, email, isMalePartner: isMalePartner({ consultType: consult.type }) });
  // Without a banner (a cancelled consult), the status message of SPEC §8 says what happened.
  const title = copy?.title ?? consultStatusForPatient(consult.status);
  const note = copy ? copy.note : consultBannerMessage(consult.status, { email });
  const tone = hasWarningBanner(consult.status) ? 'warning' : isConsultComplete(consult.status) ? 'success' : 'info';
  // The banner's links, except any back to this page.
  const links = consultBannerLinks(consult.status)
    .map((link) => ({ link, href: bannerLinkHref(link, consult) }))
    .filter(({ href }) => href !== paths.consult(consult.uid));

  return (
    <section className={styles.status} aria-labelledby="status-heading">
      <div className={styles.statusHeader}>
        <h2 id="status-heading" className={styles.statusHeading}>
          Status
        </h2>
        <StatusPill tone={name === 'CANCELLED' ? 'neutral' : tone}>{consultStatusForPatient(consult.status)}</StatusPill>
      </div>
      <p className={styles.next}>{title}</p>
      {note && <p className={styles.note}>{note}</p>}
      {links.length > 0 && (
        <ul className={styles.links} aria-label="Next steps">
          {links.map(({ link, href }) => (
            <li key={link}>
              {/* Secondary: the screen's one primary action is sending a message. */}
              <Link to={href} className={buttonClassName({ variant: 'secondary' })}>
                {BANNER_LINK_LABELS[link]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
