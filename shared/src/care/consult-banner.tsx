// The consult banner (SPEC §2.10, §4): what is happening with her latest consult and what she can do
// next, on every page that shows it (My Tests, Care). Which consult: the latest one (GET
// /api/v1/consults/, latest first) — a cancelled consult shows none (consultBannerCopy). Title, note,
// tone and links all come from the shared rules; only the layout is here. Nothing shows while the
// list loads or when it fails: the banner is a pointer, never in the way of the page.
import { Banner, Link } from '@flora/shared';
import {
  BANNER_LINK_LABELS,
  canMessageProvider,
  CONTACT_EMAILS,
  consultBannerCopy,
  consultBannerLinks,
  deriveConsultGroups,
  hasWarningBanner,
  isConsultComplete,
  isMalePartner,
} from '@flora/shared/domain';
import { useConsults } from '@flora/shared/data';
import { bannerLinkHref } from './banner-links';
import styles from './consult-banner.module.css';

/**
 * `actions: false` shows the status without its links, on a page whose own content carries the
 * consult's one action (Care's state card), so a page never offers one action twice.
 */
export function ConsultBanner({ actions = true }: { actions?: boolean }) {
  const consults = useConsults({ select: (list) => deriveConsultGroups(list).latest });
  const consult = consults.data;
  if (!consult) return null;
  const copy = consultBannerCopy({
    status: consult.status,
    email: CONTACT_EMAILS.care,
    isMalePartner: isMalePartner({ consultType: consult.type }),
  });
  if (!copy) return null;

  const links = actions ? consultBannerLinks(consult.status) : [];
  // Messaging is on for a consult that has a thread with its clinician.
  const message = actions && canMessageProvider({ status: consult.status, providerMessagingEnabled: consult.consultmessagethread !== null });
  const tone = hasWarningBanner(consult.status) ? 'warning' : isConsultComplete(consult.status) ? 'success' : 'info';
  return (
    <Banner
      tone={tone}
      title={copy.title}
      action={
        links.length > 0 || message ? (
          <ul className={styles.links} aria-label="Consultation actions">
            {links.map((link) => (
              <li key={link}>
                <Link to={bannerLinkHref(link, consult)}>{BANNER_LINK_LABELS[link]}</Link>
              </li>
            ))}
            {message && (
              <li>
                <Link to={bannerLinkHref('messageProvider', consult)}>{BANNER_LINK_LABELS.messageProvider}</Link>
              </li>
            )}
          </ul>
        ) : undefined
      }
    >
      {copy.note}
    </Banner>
  );
}
