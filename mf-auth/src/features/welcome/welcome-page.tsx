// /welcome/ — after registration and verification: what happens next, and one way forward
// (My Tests, or a male partner's intake).
import { buttonClassName, Link, Page, paths, useSession } from '@flora/shared';
import styles from './welcome-page.module.css';

export function WelcomePage() {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const title = user?.firstName ? `Welcome to Flora, ${user.firstName}` : 'Welcome to Flora';

  if (user?.registrationRoute === 'male_partner') {
    return (
      <Page title={title} description="Your account is ready. Next, a few questions so a provider can prescribe your treatment." width="narrow">
        <Link className={buttonClassName({ fullWidth: true })} to={paths.malePartnerIntakeEntry()}>
          Start your intake
        </Link>
      </Page>
    );
  }
  return (
    <Page title={title} description="Your account is ready. Here is what happens next." width="narrow">
      <ol className={styles.steps}>
        <li>Activate your test kit when it arrives, then take your sample.</li>
        <li>Follow its progress and read your results in My Tests.</li>
        <li>If your results call for it, get care from a provider in Care.</li>
      </ol>
      <Link className={buttonClassName({ fullWidth: true })} to={paths.tests()}>
        Go to My Tests
      </Link>
    </Page>
  );
}
