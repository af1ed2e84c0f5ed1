// The vaginitis intake as data: its steps in order, its paths, and the pregnancy stop.
import { paths } from '@flora/shared';
import type { IntakeFlowDefinition } from './flow/flow';
import { addressStep } from './steps/address-step';
import { allergiesStep } from './steps/allergies-step';
import { historyStep } from './steps/history-step';
import { medicationsStep } from './steps/medications-step';
import { pharmacyStep } from './steps/pharmacy-step';
import { photoIdStep } from './steps/photo-id-step';
import { PREGNANCY_STEP, pregnancyStep } from './steps/pregnancy-step';
import { symptomsStep } from './steps/symptoms-step';
import { termsStep } from './steps/terms-step';

export const vaginitisFlow: IntakeFlowDefinition = {
  title: 'Your consultation intake',
  steps: [symptomsStep, historyStep, medicationsStep, allergiesStep, pregnancyStep, pharmacyStep, addressStep, photoIdStep, termsStep],
  pathOf: paths.intake,
  consultType: 'vaginitis',
  // No treatment in pregnancy: the flow ends at the pregnancy step.
  stopAfter: (intake) => (intake.pregnancy_status === 'pregnant' ? PREGNANCY_STEP : null),
};
