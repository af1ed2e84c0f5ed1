// The results cell of one order: the PDF download once released (with progress and the API's
// message when it fails), a payment button while the provider has not paid, else a plain line.
import { Banner, Button, errorMessage } from '@flora/shared';
import { usePayOrder } from '../api/pay-order';
import { useDownloadPatientResults } from '../api/results-pdf';
import type { ProviderOrder } from '../../../lib/api/provider-orders';
import { ORDER_PROGRESS } from '../../../lib/order-progress';
import styles from '../provider-tests-page.module.css';

function DownloadResults({ hash, patient }: { hash: string; patient: string }) {
  const download = useDownloadPatientResults(hash);
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        loading={download.isPending}
        loadingLabel="Preparing the PDF…"
        aria-label={`Download PDF: results of ${patient}`}
        onClick={() => download.mutate()}
      >
        Download PDF
      </Button>
      {download.isError && <Banner tone="error">{errorMessage(download.error)}</Banner>}
    </div>
  );
}

function PayOrder({ uid }: { uid: string }) {
  const pay = usePayOrder(uid);
  return (
    <div className={styles.download}>
      <p className={styles.note}>{ORDER_PROGRESS.awaiting_payment.next}</p>
      <Button variant="secondary" loading={pay.isPending} loadingLabel="Opening the payment page…" onClick={() => pay.mutate()}>
        Pay for this order
      </Button>
      {pay.isError && <Banner tone="error">{errorMessage(pay.error)}</Banner>}
    </div>
  );
}

export function OrderResults({ order }: { order: ProviderOrder }) {
  if (order.status === 'released' && order.test_hash) return <DownloadResults hash={order.test_hash} patient={order.patient_email} />;
  if (order.status === 'awaiting_payment') return <PayOrder uid={order.uid} />;
  if (order.status === 'results_ready') return <p className={styles.note}>The patient has not released these results to you yet.</p>;
  return <p className={styles.note}>{ORDER_PROGRESS[order.status].next}</p>;
}
