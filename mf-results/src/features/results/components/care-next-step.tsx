// The way into care from these results (SPEC §4 care eligibility, §5 the 21-day treatment window):
// a finished consult leads to the treatment program, a started one to its status; an eligible test
// inside its window to /care/ with the date the window closes; otherwise what the user can do instead.
import { buttonClassName, Card, Link, paths } from '@flora/shared';
import {
  CARE_CTA_LABELS,
  formatDisplayDate,
  isEligibleForCare,
  isWithinTreatmentEligibilityWindow,
  TREATMENT_ELIGIBILITY_WINDOW_DAYS,
  treatmentEligibilityDeadline,
  type UserTest,
} from '@flora/shared/domain';

export interface CareNextStepProps {
  test: UserTest & { results_ready_at: string | null };
  optimal: boolean;
  shopAllEnabled?: boolean;
  now?: Date;
}

const cta = (to: string, label: string) => (
  <p>
    <Link to={to} className={buttonClassName()}>
      {label}
    </Link>
  </p>
);

export function CareNextStep({ test, optimal, shopAllEnabled = false, now = new Date() }: CareNextStepProps) {
  const deadline = treatmentEligibilityDeadline(test.results_ready_at);
  const closes = formatDisplayDate(deadline);
  const consult = test.latest_vaginitis_consult;

  if (consult?.consult_completed) {
    return (
      <Card title="Your treatment">
        <p>Your provider has reviewed these results and your treatment program is ready.</p>
        {cta(paths.myTreatment(), CARE_CTA_LABELS.viewProgram)}
      </Card>
    );
  }
  if (test.care_purchased && consult) {
    return (
      <Card title="Your treatment">
        <p>You have started care for these results.</p>
        {cta(paths.consult(consult.uid), CARE_CTA_LABELS.viewStatus)}
      </Card>
    );
  }
  if (!isEligibleForCare(test, shopAllEnabled)) {
    return (
      <Card title="Next steps">
        <p>
          {optimal
            ? 'Your results do not show anything that needs treatment. Retest in a few months, or whenever something feels different.'
            : 'Treatment through Flora is not available for these results. You can still talk to your own clinician about them.'}
        </p>
        <p>
          <Link to={paths.care()}>See care options</Link>
        </p>
      </Card>
    );
  }
  if (!isWithinTreatmentEligibilityWindow(test.results_ready_at, now)) {
    return (
      <Card title="Treatment window closed">
        <p>
          Treatment is available for {TREATMENT_ELIGIBILITY_WINDOW_DAYS} days after your results.
          {closes && <> The window for these results closed on {closes}.</>} A new test tells us what you need now.
        </p>
        <p>
          <Link to={paths.care()}>See care options</Link>
        </p>
      </Card>
    );
  }
  return (
    <Card title="Get treatment">
      <p>
        A provider can review these results and prescribe treatment. You can start for {TREATMENT_ELIGIBILITY_WINDOW_DAYS} days
        after your results: until <strong>{closes}</strong>.
      </p>
      {cta(paths.care(), CARE_CTA_LABELS.getStarted)}
    </Card>
  );
}
