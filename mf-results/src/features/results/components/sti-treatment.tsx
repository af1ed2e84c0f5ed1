// STI treatment from these results. The rule (the team's decision: the API reports no STI finding of
// its own): a ready test whose expanded PCR panel (the STI panel) was bought offers it. "Start STI
// treatment" starts the sti consult (or opens the one already started: the call is idempotent) and
// goes to its intake; a failure shows the alert of SPEC §8 beside the button, which stays usable.
import { Banner, Button, Card, paths, stiConsultCreationAlert, useNavigate } from '@flora/shared';
import { useStartStiConsult } from '../api/start-sti-consult';
import styles from './sti-treatment.module.css';

export function StiTreatment({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const start = useStartStiConsult(hash);

  function begin() {
    start.mutate(undefined, { onSuccess: (consult) => navigate(paths.stiIntake(consult.uid)) });
  }

  return (
    <Card title="STI treatment">
      <p>
        Your test included the expanded PCR panel, which checks for sexually transmitted infections. A clinician can review
        those findings with a short intake and, if you need it, prescribe treatment. There is nothing more to pay.
      </p>
      <div className={styles.action}>
        <Button onClick={begin} loading={start.isPending || start.isSuccess} loadingLabel="Starting your STI consultation…">
          Start STI treatment
        </Button>
        {start.isError && <Banner tone="error">{stiConsultCreationAlert(start.error)}</Banner>}
      </div>
    </Card>
  );
}
