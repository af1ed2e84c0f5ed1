// The ungated Rx intake's own steps. An ungated prescription is written from her symptoms and
// health history without waiting for test results: the symptoms step says so, and she consents to
// it (POST .../consent_to_ungated_rx_terms/) before the terms of care.
import type { IntakeStep } from '../flow/flow';
import { makeSymptomsStep } from './symptoms-step';
import { makeConsentStep, NOT_TRYING_TO_CONCEIVE, TERMS_OF_CARE } from './terms-step';
import styles from './steps.module.css';

export const ungatedRxSymptomsStep: IntakeStep = makeSymptomsStep({
  intro: (
    <p className={styles.muted}>
      Your clinician prescribes from the symptoms you have now, without waiting for your test results, so tell us how you
      feel today.
    </p>
  ),
  noneNote: {
    title: 'No symptoms right now?',
    body: 'A prescription without test results is based on your symptoms, so without any the clinician may not prescribe. You can still continue: they will review your answers and tell you what they recommend.',
  },
});

export const UNGATED_RX_TERMS_STEP = 'rx-terms';

export const ungatedRxTermsStep: IntakeStep = makeConsentStep({
  id: UNGATED_RX_TERMS_STEP,
  name: 'Treatment terms',
  title: 'Treatment without test results',
  intro: (
    <div className={styles.prose}>
      <p>
        With this prescription, a licensed clinician reviews your symptoms and health history and may prescribe treatment
        without waiting for your test results.
      </p>
      <p>
        Symptoms can have more than one cause, so treatment chosen from symptoms alone may not be the right one. If your
        symptoms don't improve or come back, message your clinician; your test results will show what is going on.
      </p>
      <p>
        If the clinician decides you're not a good candidate for treatment without results, they'll tell you why and you'll
        get a full refund.
      </p>
    </div>
  ),
  consents: [
    {
      action: 'consent_to_ungated_rx_terms',
      stamp: 'consented_to_ungated_rx_terms_at',
      label: 'I understand and agree to be treated based on my symptoms, without test results',
      required: 'Agree to treatment without test results to continue.',
      review: { label: 'Treatment without test results', given: 'Agreed', missing: 'Not agreed yet' },
    },
  ],
});

/** The terms of care as the vaginitis intake asks them, worded for a prescription without results. */
export const ungatedRxTermsOfCareStep: IntakeStep = makeConsentStep({
  id: 'terms',
  name: 'Consent',
  title: 'Terms and consent',
  consents: [
    { ...TERMS_OF_CARE, hint: 'A licensed clinician reviews your symptoms and answers and, if appropriate, prescribes treatment.' },
    NOT_TRYING_TO_CONCEIVE,
  ],
});
