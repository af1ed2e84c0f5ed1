// /provider/ — the provider's home: what she can do next, by verification state (SPEC §2.5, §6).
// Verified: the three areas and her latest orders. Not verified: with the intake unfinished, the way
// to finish it; with it complete, the wait page (/provider/verify/) is where she stands.
import {
  buttonClassName,
  Card,
  currentUser,
  cx,
  EmptyState,
  layoutClassNames,
  Link,
  Navigate,
  Page,
  paths,
  QueryView,
  StatusPill,
  useSession,
} from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { DataList } from '@flora/shared/widgets';
import { useIntake } from '../../lib/api/provider-intake';
import { type ProviderOrder, useProviderOrders } from '../../lib/api/provider-orders';
import { ORDER_PROGRESS } from '../../lib/order-progress';
import styles from './provider.module.css';

export const RECENT_ORDERS = 5;

const AREAS = [
  { to: paths.provider.order(), title: 'Order tests', text: 'Order an at-home vaginal microbiome test for a patient, with an optional STI add-on.' },
  { to: paths.provider.tests(), title: 'Patient tests', text: 'Track the tests you ordered and download results once they are ready and released.' },
  { to: paths.provider.resources(), title: 'Resources', text: 'Clinical guides, sample reports and patient education materials.' },
];

export function ProviderHomePage() {
  useSession();
  const user = currentUser();
  const title = `Welcome${user?.lastName ? `, Dr. ${user.lastName}` : ''}`;
  if (user && !user.provider_info.is_verified) return <UnverifiedHome title={title} />;
  return (
    <Page title={title} description="Your provider portal for ordering tests and following your patients' results.">
      <div className={styles.stack}>
        <ul className={cx(layoutClassNames.plainList, styles.areas)}>
          {AREAS.map((area) => (
            <li key={area.to}>
              <Card title={<Link to={area.to}>{area.title}</Link>}>
                <p>{area.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <RecentOrders />
      </div>
    </Page>
  );
}

function RecentOrders() {
  const orders = useProviderOrders();
  return (
    <Card title="Recent orders" aria-label="Recent orders">
      <QueryView
        query={orders}
        loadingLabel="Loading your orders…"
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState
            title="No orders yet"
            message="Tests you order for your patients show here with their progress."
            action={
              <Link to={paths.provider.order()} className={buttonClassName()}>
                Order a test
              </Link>
            }
          />
        }
      >
        {(data) => (
          <div className={styles.stack}>
            <DataList<ProviderOrder>
              aria-label="Your latest orders"
              rows={data.data.slice(0, RECENT_ORDERS)}
              rowKey={(order) => order.uid}
              columns={[
                { key: 'patient', header: 'Patient', rowHeader: true, render: (order) => order.patient_email },
                { key: 'ordered', header: 'Ordered', render: (order) => formatDisplayDate(order.ordered_at) },
                {
                  key: 'status',
                  header: 'Status',
                  render: (order) => <StatusPill tone={ORDER_PROGRESS[order.status].tone}>{ORDER_PROGRESS[order.status].label}</StatusPill>,
                },
              ]}
            />
            <p className={styles.muted}>
              <Link to={paths.provider.tests()}>
                {data.data.length > RECENT_ORDERS ? `See all ${data.data.length} patient tests` : 'See your patient tests'}
              </Link>
            </p>
          </div>
        )}
      </QueryView>
    </Card>
  );
}

function UnverifiedHome({ title }: { title: string }) {
  const intake = useIntake();
  if (intake.data?.is_complete) return <Navigate to={paths.provider.verify()} replace />;
  return (
    <Page title={title} description="A few steps before you can order tests for your patients." width="narrow">
      <QueryView query={intake} loadingLabel="Loading your practice details…">
        {(data) => (
          <Card title="Next: your practice details">
            <div className={styles.stack}>
              <p>
                Tell us about your practice: your NPI, specialty, address and state license. Our team verifies them, usually within one to two
                business days, and then you can order tests.
              </p>
              {data.missing_for_verification.length > 0 && data.updated_at && (
                <p className={styles.muted}>You've started: your answers are saved, so you can pick up where you left off.</p>
              )}
              <p>
                <Link to={paths.provider.intake()} className={buttonClassName()}>
                  {data.updated_at ? 'Finish your practice details' : 'Add your practice details'}
                </Link>
              </p>
            </div>
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
