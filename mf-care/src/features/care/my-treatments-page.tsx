// /treatments/ — My Treatments (SPEC §2.8): her programs by the shared consult groups — the ones under
// way (paid, not closed; the one in progress first) and the completed ones, each linking to its
// treatment and its messages — refills of completed consults' prescriptions, and Past Consultations.
import { buttonClassName, Card, cx, EmptyState, layoutClassNames, Link, Page, paths, QueryView } from '@flora/shared';
import { type Consult, consultStatusForPatient, consultTypeForPatient, deriveConsultGroups, formatDisplayDate } from '@flora/shared/domain';
import { useAllProducts, useConsults } from '@flora/shared/data';
import { consultNextStep } from '../../lib/consult-next-step';
import { PastConsultations } from './past-consultations';
import { RefillCard } from './refill-card';
import styles from './my-treatments-page.module.css';

export function MyTreatmentsPage() {
  const consults = useConsults();
  return (
    <Page title="My Treatments" description="Your treatment programs, refills and past consultations.">
      <QueryView query={consults} loadingLabel="Loading your treatments…">
        {(list) => <MyTreatments consults={list} />}
      </QueryView>
    </Page>
  );
}

function MyTreatments({ consults }: { consults: Consult[] }) {
  const groups = deriveConsultGroups(consults);
  const products = useAllProducts();
  // Names from the catalogue; until it loads (or if it fails) the product's id is shown.
  const productName = (slug: string) => products.data?.find((p) => p.slug === slug)?.name ?? slug;
  if (consults.length === 0) {
    return (
      <EmptyState
        title="No treatments yet"
        message="When a clinician prescribes a treatment for you, your program, its calendar and your refills appear here."
        action={
          <Link className={buttonClassName()} to={paths.care()}>
            Explore care
          </Link>
        }
      />
    );
  }
  // The one in progress first, then the others under way, latest first.
  const current = [...groups.open].sort((a, b) => Number(b.uid === groups.latestInProgress?.uid) - Number(a.uid === groups.latestInProgress?.uid));
  const withPrescriptions = groups.completed.filter((c) => c.prescriptions.length > 0);

  return (
    <>
      <section className={styles.section} aria-labelledby="current-programs">
        <h2 id="current-programs">Current programs</h2>
        {current.length ? (
          <ProgramList consults={current} />
        ) : (
          <p className={styles.muted}>
            Nothing under way right now. <Link to={paths.care()}>Start a new consultation</Link> from Care.
          </p>
        )}
      </section>

      {groups.completed.length > 0 && (
        <section className={styles.section} aria-labelledby="completed-programs">
          <h2 id="completed-programs">Completed programs</h2>
          <ProgramList consults={groups.completed} />
        </section>
      )}

      {withPrescriptions.length > 0 && (
        <section className={styles.section} aria-labelledby="refills">
          <h2 id="refills">Refills</h2>
          <ul className={cx(layoutClassNames.plainList, styles.list)}>
            {withPrescriptions.map((consult) => (
              <li key={consult.uid}>
                <RefillCard consult={consult} productName={productName} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="past-consultations">
        <h2 id="past-consultations">Past Consultations</h2>
        <PastConsultations consults={consults} />
      </section>
    </>
  );
}

function ProgramList({ consults }: { consults: Consult[] }) {
  return (
    <ul className={cx(layoutClassNames.plainList, styles.list)}>
      {consults.map((consult) => (
        <li key={consult.uid}>
          <Card>
            <h3 className={styles.cardTitle}>{consultTypeForPatient(consult.type)}</h3>
            <p className={styles.muted}>
              {consultStatusForPatient(consult.status)}
              {consult.created_at && <> · started {formatDisplayDate(consult.created_at)}</>}
            </p>
            <div className={styles.actions}>
              <PrimaryAction consult={consult} />
              <Link to={paths.consult(consult.uid)}>Messages</Link>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function PrimaryAction({ consult }: { consult: Consult }) {
  const { label, to } = consultNextStep(consult);
  return (
    <Link className={buttonClassName()} to={to}>
      {label}
    </Link>
  );
}
