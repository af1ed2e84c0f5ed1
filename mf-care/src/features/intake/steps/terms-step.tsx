// Agree to the terms of care and, where the treatment needs it (SPEC §5: several treatments are
// unsafe in pregnancy), confirm not trying to conceive. Each is recorded (POST .../agree_to_terms/,
// .../consent_to_not_trying_to_conceive/) when Next is pressed with its box ticked.
import { useEffect, useState } from 'react';
import { Checkbox, errorMessage, SAFETY_COPY } from '@flora/shared';
import { type ConsentAction, useConsent } from '../../../lib/intake/api/consent';
import type { IntakeStep, StepProps } from '../../../lib/intake/flow';
import styles from './steps.module.css';

const NEEDS_CONCEIVE = (type: string) => type !== 'male-partner';

function TermsStep({ intake, errors, setError, setBeforeNext }: StepProps) {
  const consent = useConsent(intake);
  const [terms, setTerms] = useState(intake.agreed_to_terms_at !== null);
  const [conceive, setConceive] = useState(intake.consented_to_not_trying_to_conceive_at !== null);
  const needsConceive = NEEDS_CONCEIVE(intake.consult_type);

  useEffect(() => {
    setBeforeNext(async () => {
      let ok = true;
      if (!terms) {
        setError('agree_to_terms', 'Agree to the terms of care to continue.');
        ok = false;
      }
      if (needsConceive && !conceive) {
        setError('consent_to_not_trying_to_conceive', 'Confirm this to continue.');
        ok = false;
      }
      if (!ok) return false;
      const todo: ConsentAction[] = [];
      if (intake.agreed_to_terms_at === null) todo.push('agree_to_terms');
      if (needsConceive && intake.consented_to_not_trying_to_conceive_at === null) todo.push('consent_to_not_trying_to_conceive');
      for (const action of todo) {
        try {
          await consent.mutateAsync(action);
        } catch (error) {
          setError(action, errorMessage(error));
          return false;
        }
      }
      return true;
    });
    return () => setBeforeNext(null);
  }, [terms, conceive, needsConceive, intake, consent, setBeforeNext, setError]);

  return (
    <div className={styles.stack}>
      <Checkbox
        id="intake-agree_to_terms"
        label="I agree to Flora's terms of care and consent to a telehealth consultation"
        hint="A licensed clinician reviews your results and answers and, if appropriate, prescribes treatment."
        checked={terms}
        disabled={intake.agreed_to_terms_at !== null}
        error={errors.agree_to_terms}
        onChange={(event) => {
          setTerms(event.target.checked);
          setError('agree_to_terms', null);
        }}
      />
      {needsConceive && (
        <Checkbox
          id="intake-consent_to_not_trying_to_conceive"
          label="I'm not pregnant and not trying to conceive"
          hint={SAFETY_COPY.pregnancy}
          checked={conceive}
          disabled={intake.consented_to_not_trying_to_conceive_at !== null}
          error={errors.consent_to_not_trying_to_conceive}
          onChange={(event) => {
            setConceive(event.target.checked);
            setError('consent_to_not_trying_to_conceive', null);
          }}
        />
      )}
    </div>
  );
}

export const termsStep: IntakeStep = {
  id: 'terms',
  name: 'Consent',
  title: 'Terms and consent',
  answers: ['agree_to_terms', 'consent_to_not_trying_to_conceive'],
  Component: TermsStep,
  toPatch: () => ({}),
  review: (intake) => [
    { label: 'Terms of care', value: intake.agreed_to_terms_at ? 'Agreed' : 'Not agreed yet' },
    ...(NEEDS_CONCEIVE(intake.consult_type)
      ? [{ label: 'Not trying to conceive', value: intake.consented_to_not_trying_to_conceive_at ? 'Confirmed' : 'Not confirmed yet' }]
      : []),
  ],
};
