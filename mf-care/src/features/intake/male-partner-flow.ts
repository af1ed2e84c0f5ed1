// The male partner's intake as data (SPEC §2.7: starts at .../intro): the intro, then his questions
// as the API's missingForSubmit('male-partner') asks them — his sex assigned at birth and date of
// birth, allergies, medications, shipping address, the terms (no female questions, no photo ID, no
// conceive consent) — then the review.
import { paths } from '@flora/shared';
import type { IntakeFlowDefinition } from './flow/flow';
import { addressStep } from './steps/address-step';
import { allergiesStep } from './steps/allergies-step';
import { makeHistoryStep } from './steps/history-step';
import { malePartnerIntroStep } from './steps/intro-step';
import { medicationsStep } from './steps/medications-step';
import { makeConsentStep, TERMS_OF_CARE } from './steps/terms-step';

const aboutHimStep = makeHistoryStep({
  sexAtBirth: true,
  title: 'About you',
  notesHint: 'For example conditions you have, or treatments you have had for an infection.',
});

// He has no test results to review (the shared terms say "reviews your results and answers").
const hisTermsStep = makeConsentStep({
  id: 'terms',
  name: 'Consent',
  title: 'Terms and consent',
  consents: [{ ...TERMS_OF_CARE, hint: 'A licensed clinician reviews your answers and, if appropriate, prescribes your treatment.' }],
});

export const malePartnerFlow: IntakeFlowDefinition = {
  title: 'Your partner treatment intake',
  steps: [malePartnerIntroStep, aboutHimStep, allergiesStep, medicationsStep, addressStep, hisTermsStep],
  pathOf: paths.malePartnerIntake,
  consultType: 'male-partner',
  // Care is not his (SPEC §2.6 rule 6: /care/ sends him to /treatments/): once submitted he goes on
  // to his consult's status page, where the clinician's review shows and he can message the care team.
  doneLink: { label: 'See your treatment status', to: paths.consult },
  leaveOnSubmit: true,
};
