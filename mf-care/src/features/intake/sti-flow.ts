// The STI intake as data. SPEC §2.7 gives it one path without a step segment
// (/treatments/sti/consults/{uid}/intake/), so its steps are addressed by a `?step=` search
// parameter on that path; no parameter means 'start' (resume where she left off). The questions are
// the API's for an sti consult (missingForSubmit): symptoms, about her (date of birth), medications,
// allergies, pregnancy and breastfeeding (with the pregnancy stop), the shipping address, then the
// terms and the not-trying-to-conceive consent. No pharmacy choice and no photo ID (an sti consult
// does not need one).
import { paths } from '@flora/shared';
import { type IntakeFlowDefinition, START_STEP } from './flow/flow';
import { addressStep } from './steps/address-step';
import { allergiesStep } from './steps/allergies-step';
import { historyStep } from './steps/history-step';
import { medicationsStep } from './steps/medications-step';
import { PREGNANCY_STEP, pregnancyStep } from './steps/pregnancy-step';
import { symptomsStep } from './steps/symptoms-step';
import { termsStep } from './steps/terms-step';

export const STEP_PARAM = 'step';

/** The STI intake's path at a step: `?step=<id>`; 'start' is the bare path. */
export const stiIntakePath = (consultUid: string, step: string): string =>
  step === START_STEP ? paths.stiIntake(consultUid) : `${paths.stiIntake(consultUid)}?${STEP_PARAM}=${encodeURIComponent(step)}`;

export const stiFlow: IntakeFlowDefinition = {
  title: 'Your STI consultation intake',
  steps: [symptomsStep, historyStep, medicationsStep, allergiesStep, pregnancyStep, addressStep, termsStep],
  pathOf: stiIntakePath,
  consultType: 'sti',
  // No treatment in pregnancy: the flow ends at the pregnancy step.
  stopAfter: (intake) => (intake.pregnancy_status === 'pregnant' ? PREGNANCY_STEP : null),
};
