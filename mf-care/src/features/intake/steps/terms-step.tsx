// Consents as a step: each a box she ticks, recorded (POST .../<action>/) when Next is pressed with
// it ticked. The vaginitis intake's step: agree to the terms of care and, where the treatment needs
// it (SPEC §5: several treatments are unsafe in pregnancy), confirm not trying to conceive. The
// ungated Rx intake adds its own step: consent to treatment without test results; the male partner's
// is the terms alone, in words for him.
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { SAFETY_COPY } from '@flora/shared/domain';
import { type ConsentAction, useConsent } from '../api/consent';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

export interface Consent {
  /** The action that records it (also its name in `missing_for_submit`). */
  action: ConsentAction;
  /** The intake's stamp of it. */
  stamp: 'agreed_to_terms_at' | 'consented_to_ungated_rx_terms_at' | 'consented_to_not_trying_to_conceive_at';
  label: string;
  hint?: ReactNode;
  /** Shown beside the box when Next is pressed without it. */
  required: string;
  /** Its row on the review. */
  review: { label: string; given: string; missing: string };
}

export const TERMS_OF_CARE: Consent = {
  action: 'agree_to_terms',
  stamp: 'agreed_to_terms_at',
  label: "I agree to Flora's terms of care and consent to a telehealth consultation",
  hint: 'A licensed clinician reviews your results and answers and, if appropriate, prescribes treatment.',
  required: 'Agree to the terms of care to continue.',
  review: { label: 'Terms of care', given: 'Agreed', missing: 'Not agreed yet' },
};

export const NOT_TRYING_TO_CONCEIVE: Consent = {
  action: 'consent_to_not_trying_to_conceive',
  stamp: 'consented_to_not_trying_to_conceive_at',
  label: "I'm not pregnant and not trying to conceive",
  hint: SAFETY_COPY.pregnancy,
  required: 'Confirm this to continue.',
  review: { label: 'Not trying to conceive', given: 'Confirmed', missing: 'Not confirmed yet' },
};

interface ConsentStepOptions {
  id: string;
  name: string;
  title: string;
  /** What she reads before the boxes. */
  intro?: ReactNode;
  consents: readonly Consent[];
}

/** A step of consents (the stepper's `name`, the page's `title`), in the order given. */
export function makeConsentStep({ id, name, title, intro, consents }: ConsentStepOptions): IntakeStep {
  function ConsentStep({ intake, errors, setError, setBeforeNext }: StepProps) {
    const consent = useConsent(intake);
    const [ticked, setTicked] = useState<Record<string, boolean>>(() =>
      Object.fromEntries(consents.map((c) => [c.action, intake[c.stamp] !== null])),
    );

    useEffect(() => {
      setBeforeNext(async () => {
        const unticked = consents.filter((c) => !ticked[c.action]);
        for (const c of unticked) setError(c.action, c.required);
        if (unticked.length) {
          document.getElementById(`intake-${unticked[0]!.action}`)?.focus();
          return false;
        }
        for (const c of consents.filter((x) => intake[x.stamp] === null)) {
          try {
            await consent.mutateAsync(c.action);
          } catch (error) {
            setError(c.action, errorMessage(error));
            return false;
          }
        }
        return true;
      });
      return () => setBeforeNext(null);
    }, [ticked, intake, consent, setBeforeNext, setError]);

    return (
      <div className={styles.stack}>
        {intro}
        {consents.map((c) => (
          <Checkbox
            key={c.action}
            id={`intake-${c.action}`}
            label={c.label}
            hint={c.hint}
            checked={ticked[c.action] ?? false}
            disabled={intake[c.stamp] !== null}
            error={errors[c.action]}
            onChange={(event) => {
              const checked = event.target.checked;
              setTicked((t) => ({ ...t, [c.action]: checked }));
              setError(c.action, null);
            }}
          />
        ))}
      </div>
    );
  }

  return {
    id,
    name,
    title,
    answers: consents.map((c) => c.action),
    Component: ConsentStep,
    toPatch: () => ({}),
    review: (intake) =>
      consents.map((c) => ({ label: c.review.label, value: intake[c.stamp] ? c.review.given : c.review.missing })),
  };
}

export const termsStep = makeConsentStep({
  id: 'terms',
  name: 'Consent',
  title: 'Terms and consent',
  consents: [TERMS_OF_CARE, NOT_TRYING_TO_CONCEIVE],
});
