// /provider/ — home: a verified provider's three areas; an unverified one is sent to the wait page.
import { Card, currentUser, Link, Navigate, Page, paths, useSession } from '@flora/shared';
import styles from './provider.module.css';

const AREAS = [
  { to: paths.provider.order(), title: 'Order tests', text: 'Order an at-home vaginal microbiome test for a patient, with an optional STI add-on.' },
  { to: paths.provider.tests(), title: 'Patient tests', text: 'Track the tests you ordered and download results once they are ready and released.' },
  { to: paths.provider.resources(), title: 'Resources', text: 'Clinical guides, sample reports and patient education materials.' },
];

export function ProviderHomePage() {
  useSession();
  const user = currentUser();
  if (user && !user.provider_info.is_verified) return <Navigate to={paths.provider.verify()} replace />;
  return (
    <Page
      title={`Welcome${user?.lastName ? `, Dr. ${user.lastName}` : ''}`}
      description="Your provider portal for ordering tests and following your patients' results."
    >
      <ul className={styles.areas}>
        {AREAS.map((area) => (
          <li key={area.to}>
            <Card title={<Link to={area.to}>{area.title}</Link>}>
              <p>{area.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
