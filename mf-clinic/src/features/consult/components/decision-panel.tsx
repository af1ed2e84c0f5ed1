// Finishing the review: Complete (after a confirmation; disabled, with the reason, until the API's
// rules are met: a consult in review with prescriptions, and a plan for the types that have one) or
// End as error / referred / ineligible / ID failure / cancelled with a required note.
import { useState } from 'react';
import { Banner, Button, errorMessage } from '@flora/shared';
import { CONSULT_TYPES_WITH_PLAN } from '@flora/shared/domain';
import { Modal } from '@flora/shared/widgets';
import { RadioGroup, TextArea, useApiForm } from '@flora/shared/forms';
import type { ClinicianConsult } from '../api/clinician-consult';
import { useCompleteConsult } from '../api/complete-consult';
import { useEndConsult } from '../api/end-consult';
import styles from '../consult-page.module.css';
import { END_OUTCOMES, endSchema, REASON_MAX_LENGTH } from '../end-form';

/** Statuses a consult may be ended from. */
const ENDABLE = ['SU', 'PR', 'ER'];

/** Why Complete is not possible yet, or null when it is. */
export function completeBlocker(view: ClinicianConsult): string | null {
  if (view.consult.status !== 'PR') return 'Pick up the consult before completing it.';
  if (!view.consult.prescriptions.length) return 'Save at least one prescription before completing.';
  if (CONSULT_TYPES_WITH_PLAN.includes(view.consult.type) && !view.treatment_plan) return 'Save the treatment plan before completing.';
  return null;
}

export function DecisionPanel({ view, patient }: { view: ClinicianConsult; patient: string }) {
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const complete = useCompleteConsult(view.consult.uid);
  const blocker = completeBlocker(view);
  const canEnd = ENDABLE.includes(view.consult.status);

  return (
    <>
      {complete.isError && (
        <Banner tone="error" title="The consult was not completed">
          {errorMessage(complete.error)}
        </Banner>
      )}
      <div className={styles.actions}>
        <Button disabled={!!blocker} aria-describedby={blocker ? 'complete-blocker' : undefined} onClick={() => setConfirming(true)}>
          Complete consult
        </Button>
        {canEnd && (
          <Button variant="secondary" onClick={() => setEnding(true)}>
            End consult…
          </Button>
        )}
      </div>
      {blocker && (
        <p id="complete-blocker" className={styles.muted}>
          {blocker}
        </p>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Complete this consult?"
        footer={
          <div className={styles.actions}>
            <Button
              loading={complete.isPending}
              loadingLabel="Completing…"
              onClick={() => complete.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              Complete consult
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </div>
        }
      >
        <p>{`${patient} is told her treatment is ready, with the prescriptions${view.treatment_plan ? ' and the treatment plan' : ''} you saved. You cannot change them afterwards.`}</p>
      </Modal>
      <EndDialog open={ending} onClose={() => setEnding(false)} view={view} />
    </>
  );
}

function EndDialog({ open, onClose, view }: { open: boolean; onClose: () => void; view: ClinicianConsult }) {
  const end = useEndConsult(view.consult.uid);
  const form = useApiForm({
    schema: endSchema,
    defaultValues: { status: undefined, reason: '' },
    onSubmit: async (values) => {
      await end.mutateAsync(values);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="End this consult"
      footer={
        <div className={styles.actions}>
          <Button type="submit" form="end-consult-form" loading={form.submitting} loadingLabel="Ending…">
            End consult
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      }
    >
      <form id="end-consult-form" onSubmit={form.submit} noValidate>
        {form.formError && (
          <Banner tone="error" title="The consult was not ended">
            {form.formError}
          </Banner>
        )}
        <RadioGroup legend="Outcome" options={END_OUTCOMES} error={form.errorOf('status')} {...form.register('status')} />
        <TextArea label="Note for the record" hint="Why the consult ends this way. Kept with the consult." rows={4} maxLength={REASON_MAX_LENGTH} error={form.errorOf('reason')} {...form.register('reason')} />
      </form>
    </Modal>
  );
}
