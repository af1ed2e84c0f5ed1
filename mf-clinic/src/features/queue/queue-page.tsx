// /clinic/ — the review queue: consults submitted and waiting for a clinician, the longest waiting
// first, each with its patient, type, submission time and wait; "Pick up" takes one into review
// (SU -> PR, as me) and opens it. Above it, the consults I picked up and have not finished.
import { useState } from 'react';
import { Banner, Button, buttonClassName, EmptyState, errorMessage, Link, Page, QueryView, useNavigate, useSession } from '@flora/shared';
import { consultTypeForClinician, formatDisplayDateTime } from '@flora/shared/domain';
import { DataList, type DataListColumn } from '@flora/shared/widgets';
import { clinicPaths } from '../../lib/clinic-paths';
import { patientName, waitedFor } from '../../lib/consult-words';
import { type QueueEntry, useConsultQueue } from './api/consult-queue';
import { usePickUp } from '../../lib/api/pick-up';
import styles from './queue-page.module.css';

const patientColumn: DataListColumn<QueueEntry> = {
  key: 'patient',
  header: 'Patient',
  rowHeader: true,
  render: (entry) => (
    <>
      <span className={styles.name}>{patientName(entry.patient)}</span>
      <span className={styles.detail}>{entry.patient.email}</span>
    </>
  ),
};
const typeColumn: DataListColumn<QueueEntry> = { key: 'type', header: 'Consult', render: (entry) => consultTypeForClinician(entry.type) };

function WaitingList({ entries }: { entries: QueueEntry[] }) {
  const pickUp = usePickUp();
  const navigate = useNavigate();
  const [picking, setPicking] = useState<string | null>(null);
  const columns: DataListColumn<QueueEntry>[] = [
    patientColumn,
    typeColumn,
    {
      key: 'submitted',
      header: 'Submitted',
      render: (entry) => (
        <>
          <time dateTime={entry.updated_at}>{formatDisplayDateTime(entry.updated_at)}</time>
          <span className={styles.wait}>waiting {waitedFor(entry.updated_at)}</span>
        </>
      ),
    },
    {
      key: 'action',
      header: <span className={styles.actionHeader}>Action</span>,
      render: (entry) => (
        <Button
          variant="secondary"
          aria-label={`Pick up the consult of ${patientName(entry.patient)}`}
          loading={pickUp.isPending && picking === entry.uid}
          loadingLabel="Picking up…"
          disabled={pickUp.isPending}
          onClick={() => {
            setPicking(entry.uid);
            pickUp.mutate(entry.uid, { onSuccess: () => navigate(clinicPaths.consult(entry.uid)) });
          }}
        >
          Pick up
        </Button>
      ),
    },
  ];
  return (
    <>
      {pickUp.isError && (
        <Banner tone="error" title="That consult could not be picked up">
          {`${errorMessage(pickUp.error)} The queue has been refreshed.`}
        </Banner>
      )}
      <p className={styles.count} role="status">
        {`${entries.length} ${entries.length === 1 ? 'consult' : 'consults'} waiting, the longest waiting first`}
      </p>
      <DataList aria-label="Consults waiting for review" columns={columns} rows={entries} rowKey={(entry) => entry.uid} />
    </>
  );
}

function MyConsults({ me }: { me: number | null }) {
  const inReview = useConsultQueue('PR');
  const mine = inReview.data?.filter((entry) => me !== null && entry.clinician_user_id === me) ?? [];
  const columns: DataListColumn<QueueEntry>[] = [
    patientColumn,
    typeColumn,
    {
      key: 'open',
      header: <span className={styles.actionHeader}>Action</span>,
      render: (entry) => (
        <Link className={buttonClassName({ variant: 'secondary' })} to={clinicPaths.consult(entry.uid)} aria-label={`Open the consult of ${patientName(entry.patient)}`}>
          Open
        </Link>
      ),
    },
  ];
  if (inReview.isError) {
    return (
      <Banner tone="error" title="Your consults in review could not be loaded">
        {errorMessage(inReview.error)}
      </Banner>
    );
  }
  if (!mine.length) return null;
  return (
    <section className={styles.section} aria-labelledby="mine-heading">
      <h2 id="mine-heading" className={styles.heading}>
        My consults in review
      </h2>
      <DataList aria-label="My consults in review" columns={columns} rows={mine} rowKey={(entry) => entry.uid} />
    </section>
  );
}

export function QueuePage() {
  const session = useSession();
  const me = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const waiting = useConsultQueue('SU');
  return (
    <Page title="Review queue" description="Consults submitted by patients and waiting for a clinician. Pick one up to review it; it is then yours.">
      <MyConsults me={me} />
      <section className={styles.section} aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className={styles.heading}>
          Waiting for review
        </h2>
        <QueryView
          query={waiting}
          loadingLabel="Loading the queue…"
          isEmpty={(entries) => entries.length === 0}
          empty={<EmptyState title="No consults waiting" message="Every submitted consult has been picked up. New ones appear here as patients submit their intake." />}
        >
          {(entries) => <WaitingList entries={entries} />}
        </QueryView>
      </section>
    </Page>
  );
}
