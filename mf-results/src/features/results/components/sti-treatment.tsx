// STI treatment from these results. The rule (the team's decision: the API reports no STI finding of
// its own): a ready test whose expanded PCR panel (the STI panel) was bought offers it. With no open
// sti consult, "Start STI treatment" starts one (the call is idempotent) and goes to its intake; a
// failure shows the alert of SPEC §8 beside the button, which stays usable. With one whose intake is
// not submitted, "Continue STI intake"; once submitted, it is with a clinician and her answers can
// be read.
import { Banner, Button, buttonClassName, Card, Link, paths, stiConsultCreationAlert, useNavigate } from '@flora/shared';
import { useStartStiConsult } from '../api/start-sti-consult';
import styles from './sti-treatment.module.css';

export interface StiTreatmentProps {
  hash: string;
  /** The open sti consult started from the test (GET /api/v1/user-tests/{hash}/ sti_consult). */
  consult: { uid: string; is_pre_submit: boolean } | null;
}

export function StiTreatment({ hash, consult }: StiTreatmentProps) {
  if (consult?.is_pre_submit) {
    return (
      <Card title="STI treatment">
        <p>You have started an STI consultation. Finish your intake so a clinician can review your results.</p>
        <p>
          <Link to={paths.stiIntake(consult.uid)} className={buttonClassName()}>
            Continue STI intake
          </Link>
        </p>
      </Card>
    );
  }
  if (consult) {
    return (
      <Card title="STI treatment">
        <p>A clinician is reviewing your STI consultation. We will let you know when they have finished.</p>
        <p>
          <Link to={paths.stiIntake(consult.uid)}>View your STI intake</Link>
        </p>
      </Card>
    );
  }
  return <StartStiTreatment hash={hash} />;
}

function StartStiTreatment({ hash }: { hash: string }) {
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
