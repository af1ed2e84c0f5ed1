// The ungated Rx intake as data (SPEC §2.7, issue 14): a prescription written from her symptoms
// without waiting for results. Its questions are the vaginitis intake's minus the photo ID (the API
// does not ask one of ungated-rx), with its own symptoms wording and the consent to treatment without
// test results before the terms of care (worded for a prescription without results); the same
// pregnancy stop. The pharmacy is offered as in vaginitis (optional: the API lets any consult pick
// one).
import { paths } from '@flora/shared';
import type { IntakeFlowDefinition } from './flow/flow';
import { addressStep } from './steps/address-step';
import { allergiesStep } from './steps/allergies-step';
import { historyStep } from './steps/history-step';
import { medicationsStep } from './steps/medications-step';
import { pharmacyStep } from './steps/pharmacy-step';
import { PREGNANCY_STEP, pregnancyStep } from './steps/pregnancy-step';
import { ungatedRxSymptomsStep, ungatedRxTermsOfCareStep, ungatedRxTermsStep } from './steps/ungated-rx-steps';

export const ungatedRxFlow: IntakeFlowDefinition = {
  title: 'Your prescription intake',
  steps: [ungatedRxSymptomsStep, historyStep, medicationsStep, allergiesStep, pregnancyStep, pharmacyStep, addressStep, ungatedRxTermsStep, ungatedRxTermsOfCareStep],
  pathOf: paths.ungatedRxIntake,
  consultType: 'ungated-rx',
  // No treatment in pregnancy: the flow ends at the pregnancy step.
  stopAfter: (intake) => (intake.pregnancy_status === 'pregnant' ? PREGNANCY_STEP : null),
};
