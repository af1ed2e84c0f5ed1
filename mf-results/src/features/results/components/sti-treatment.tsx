// STI treatment from these results, for a ready test whose expanded PCR panel (the STI panel) was
// bought, following its findings (the card beside it lists them). With no open sti consult: when
// something was detected, "Start STI treatment" (the primary action) starts one (the call is
// idempotent) and goes to its intake; when nothing was detected, the card says no treatment is
// needed and, for symptoms, offers "Talk to a clinician" (the same sti consult, a secondary action:
// the team's decision, since a negative panel does not explain every symptom); while the findings are
// pending it offers nothing (the findings card says they are pending). A failure shows the alert of
// SPEC §8 beside the button, which stays usable. With a consult whose intake is not submitted,
// "Continue STI intake"; once submitted, it is with a clinician and her answers can be read.
import { Banner, Button, buttonClassName, Card, Link, paths, useNavigate } from '@flora/shared';
import { stiConsultCreationAlert } from '@flora/shared/domain';
import { useStartStiConsult } from '../api/start-sti-consult';
import { detectedNames, joinNames, type PcrFindings } from '../pcr-findings';
import styles from './sti-treatment.module.css';

export interface StiTreatmentProps {
  hash: string;
  /** The open sti consult started from the test (GET /api/v1/user-tests/{hash}/ sti_consult). */
  consult: { uid: string; is_pre_submit: boolean } | null;
  /** The panel's findings (GET /api/v1/user-tests/{hash}/ pcr_findings): null while pending. */
  findings: PcrFindings;
}

export function StiTreatment({ hash, consult, findings }: StiTreatmentProps) {
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
  if (!findings) return null;
  const detected = detectedNames(findings);
  return <StartStiTreatment hash={hash} detected={detected} />;
}

function StartStiTreatment({ hash, detected }: { hash: string; detected: string[] }) {
  const navigate = useNavigate();
  const start = useStartStiConsult(hash);
  const treat = detected.length > 0;

  function begin() {
    start.mutate(undefined, { onSuccess: (consult) => navigate(paths.stiIntake(consult.uid)) });
  }

  return (
    <Card title="STI treatment">
      {treat ? (
        <p>
          {joinNames(detected)} {detected.length > 1 ? 'were' : 'was'} detected. Start treatment now: a clinician reviews your
          findings with a short intake and prescribes what you need. There is nothing more to pay.
        </p>
      ) : (
        <p>
          Nothing was detected, so you do not need STI treatment for these results. If you have symptoms such as unusual
          discharge, burning or pelvic pain, you can still talk to a clinician: there is nothing more to pay.
        </p>
      )}
      <div className={styles.action}>
        <Button
          variant={treat ? 'primary' : 'secondary'}
          onClick={begin}
          loading={start.isPending || start.isSuccess}
          loadingLabel="Starting your STI consultation…"
        >
          {treat ? 'Start STI treatment' : 'Talk to a clinician'}
        </Button>
        {start.isError && <Banner tone="error">{stiConsultCreationAlert(start.error)}</Banner>}
      </div>
    </Card>
  );
}
