// The confirmation of a placed (and, when the provider pays, paid) order: the patient's link to
// share and the email the patient got. Shown by the order page and the payment return page.
import { Banner, Button, buttonClassName, Link, paths } from '@flora/shared';
import { PatientLink } from './patient-link';
import styles from './order.module.css';

export interface ConfirmedOrder {
  patient_name: string;
  patient_email: string;
  /** null when this browser no longer knows it (the payment return in another tab). */
  patient_link: string | null;
  payer: 'patient' | 'provider';
}

export function OrderConfirmation({ order, onAnother }: { order: ConfirmedOrder; onAnother?: () => void }) {
  const who = order.patient_name || order.patient_email;
  return (
    <div className={styles.stack}>
      <Banner tone="success" title={`Test ordered for ${who}`}>
        We emailed {who} at <strong>{order.patient_email}</strong> a link to accept the test.{' '}
        {order.payer === 'provider'
          ? 'You paid for it: once they accept, we send them the kit.'
          : 'They pay when they accept it; we then send them the kit.'}
      </Banner>
      {order.patient_link ? (
        <>
          <p>You can also share the link with them yourself (only the patient with this email address can accept it):</p>
          <PatientLink link={order.patient_link} />
        </>
      ) : (
        <p>The link to accept the test is in the email we sent them.</p>
      )}
      <p>You can follow the test, and download the results once they are ready, from your patient tests.</p>
      <div className={styles.actions}>
        <Link to={paths.provider.tests()} className={buttonClassName({ variant: 'secondary' })}>
          See your patient tests
        </Link>
        {onAnother && (
          <Button variant="secondary" onClick={onAnother}>
            Order another test
          </Button>
        )}
      </div>
    </div>
  );
}
