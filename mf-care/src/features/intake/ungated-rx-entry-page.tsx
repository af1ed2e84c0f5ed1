// /treatments/intake/ — where `/` sends her when her latest consult is an ungated prescription
// ordered or with its intake started (SPEC §2.4): finds her open ungated-rx consult (the latest one
// in OR or ST) and replaces the location with its intake, which resumes on the right step. With
// none, a calm way back to Care.
import { buttonClassName, EmptyState, INTAKE_START_STEP, Link, Navigate, Page, paths, QueryView } from '@flora/shared';
import { type Consult, isStatusIn } from '@flora/shared/domain';
import { useConsults } from '@flora/shared/data';
import { ungatedRxFlow } from './ungated-rx-flow';

/** Her latest ungated-rx consult whose intake is still to fill (ordered, or started). */
export const openUngatedRxIntake = (consults: readonly Consult[]): Consult | null =>
  consults.find((c) => c.type === 'ungated-rx' && isStatusIn(c.status, ['OR', 'ST'])) ?? null;

export function UngatedRxEntryPage() {
  const consults = useConsults();
  // The same heading as the intake it leads to: no jump when the location is replaced.
  return (
    <Page title={ungatedRxFlow.title} width="narrow">
      <QueryView query={consults} loadingLabel="Finding your intake…">
        {(list) => {
          const open = openUngatedRxIntake(list);
          if (open) return <Navigate to={paths.ungatedRxIntake(open.uid, INTAKE_START_STEP)} replace />;
          return (
            <EmptyState
              title="No intake to complete"
              message="You don't have a prescription waiting for its intake. Your consultations and treatments are on Care."
              action={
                <Link to={paths.care()} className={buttonClassName({ variant: 'primary' })}>
                  Go to Care
                </Link>
              }
            />
          );
        }}
      </QueryView>
    </Page>
  );
}
