// /provider/intake/ — Provider Intake (SPEC §1 "Providers register, complete an intake, wait for
// verification"): the practice, its address and phone, the license, then a review with Edit links.
// Each step is saved as she leaves it (PATCH), so she resumes where she left off; the review sends
// the whole intake (PUT) and continues to the verification wait. A verified intake is read-only.
import { useEffect, useRef, useState } from 'react';
import { Banner, Button, Card, errorMessage, Link, Page, paths, QueryView, TextField, useNavigate, useSearchParams, VisuallyHidden } from '@flora/shared';
import { Select } from '@flora/shared/widgets';
import { Stepper, useApiForm } from '@flora/shared/forms';
import { type Intake, useIntake } from '../../lib/api/provider-intake';
import { useSaveIntake } from './api/save-intake';
import { useSubmitIntake } from './api/submit-intake';
import {
  contactSchema,
  displayValue,
  type IntakeField,
  LABELS,
  licenseSchema,
  practiceSchema,
  resumeStep,
  SPECIALTIES,
  STEPS,
  type StepId,
  toPatch,
  US_STATES,
  valuesOf,
} from './intake-steps';
import styles from './intake-page.module.css';

type AnySchema = Parameters<typeof useApiForm>[0]['schema'];
const SCHEMAS: Record<Exclude<StepId, 'review'>, AnySchema> = { practice: practiceSchema, contact: contactSchema, license: licenseSchema };
const stepUrl = (step: StepId) => `${paths.provider.intake()}?step=${step}`;

export const VERIFIED_COPY = 'Your practice details are verified. To change them, contact support.';

export function IntakePage() {
  const intake = useIntake();
  return (
    <Page
      title="Your practice details"
      description="Tell us about your practice so our team can verify your account. Your answers are saved as you go."
      width="narrow"
    >
      <QueryView query={intake} loadingLabel="Loading your practice details…">
        {(data) => (data.is_verified ? <VerifiedIntake intake={data} /> : <IntakeFlow intake={data} />)}
      </QueryView>
    </Page>
  );
}

function VerifiedIntake({ intake }: { intake: Intake }) {
  return (
    <div className={styles.review}>
      <Banner tone="success">{VERIFIED_COPY}</Banner>
      <Summary intake={intake} />
      <p>
        <Link to={paths.provider.home()}>Go to your provider home</Link>
      </p>
    </div>
  );
}

function IntakeFlow({ intake }: { intake: Intake }) {
  const [params] = useSearchParams();
  const asked = STEPS.find((s) => s.id === params.get('step'))?.id;
  const step = asked ?? resumeStep(intake);
  const index = STEPS.findIndex((s) => s.id === step);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new step: its heading takes the focus (not on the first render, where the page's h1 leads).
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  return (
    <div className={styles.flow}>
      <Stepper current={index + 1} steps={STEPS.map((s) => s.name)} label="Intake steps" />
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {step === 'review' ? 'Review your details' : STEPS[index].name}
      </h2>
      {step === 'review' ? <Review intake={intake} /> : <StepForm key={step} step={step} intake={intake} />}
    </div>
  );
}

const AUTOCOMPLETE: Partial<Record<IntakeField, string>> = {
  practice_name: 'organization',
  phone_number: 'tel',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip_code: 'postal-code',
};

const HINTS: Partial<Record<IntakeField, string>> = {
  npi: 'Your 10-digit National Provider Identifier.',
  phone_number: 'A US number, e.g. (415) 555-0100.',
  license_number: 'As it appears on your state license.',
};

function StepForm({ step, intake }: { step: Exclude<StepId, 'review'>; intake: Intake }) {
  const navigate = useNavigate();
  const save = useSaveIntake();
  const fields = STEPS.find((s) => s.id === step)!.fields as readonly IntakeField[];
  const index = STEPS.findIndex((s) => s.id === step);
  const form = useApiForm({
    schema: SCHEMAS[step],
    defaultValues: valuesOf(intake, fields),
    onSubmit: async (values) => {
      const answer = await save.mutateAsync(toPatch(values));
      navigate(stepUrl(resumeStep(answer)));
    },
  });

  const field = (name: IntakeField) => {
    const common = { label: LABELS[name], error: form.errorOf(name), hint: HINTS[name], ...form.register(name) };
    if (name === 'specialty' || name === 'state' || name === 'license_state') {
      const options = name === 'specialty' ? Object.entries(SPECIALTIES) : US_STATES.map((code) => [code, code]);
      return (
        <Select key={name} required autoComplete={AUTOCOMPLETE[name]} {...common}>
          <option value="">{name === 'specialty' ? 'Choose your specialty' : 'Choose a state'}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      );
    }
    return (
      <TextField
        key={name}
        required={name !== 'address_line_2'}
        type={name === 'phone_number' ? 'tel' : 'text'}
        inputMode={name === 'npi' ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        {...common}
      />
    );
  };

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={STEPS[index].name}>
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      {fields.map(field)}
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving…">
          Save and continue
        </Button>
        {index > 0 && (
          <Link to={stepUrl(STEPS[index - 1].id)}>
            Back
          </Link>
        )}
      </div>
    </form>
  );
}

function Summary({ intake, editable = false }: { intake: Intake; editable?: boolean }) {
  return (
    <>
      {STEPS.filter((s) => s.id !== 'review').map((step) => (
        <Card
          key={step.id}
          title={
            <span className={styles.sectionTitle}>
              {step.name}
              {editable && (
                <Link to={stepUrl(step.id)} className={styles.edit}>
                  Edit<VisuallyHidden> {step.name.toLowerCase()}</VisuallyHidden>
                </Link>
              )}
            </span>
          }
        >
          <dl className={styles.facts}>
            {(step.fields as readonly IntakeField[]).map((name) => (
              <div key={name} className={styles.fact}>
                <dt>{LABELS[name].replace(' (optional)', '')}</dt>
                <dd>{displayValue(intake, name)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </>
  );
}

function Review({ intake }: { intake: Intake }) {
  const navigate = useNavigate();
  const submit = useSubmitIntake();
  const [shownError, setShownError] = useState<string | null>(null);
  const missing = intake.missing_for_verification as IntakeField[];

  async function send() {
    setShownError(null);
    try {
      await submit.mutateAsync(toPatch(valuesOf(intake, STEPS.flatMap((s) => s.fields as readonly IntakeField[]))));
      navigate(paths.provider.verify());
    } catch (error) {
      setShownError(errorMessage(error));
    }
  }

  return (
    <div className={styles.review}>
      <p>Check your details before you send them. Our team uses them to verify your account.</p>
      {missing.length > 0 && (
        <Banner tone="warning" title="A few details are still missing">
          {missing.map((name) => LABELS[name]).join(', ')}. <Link to={stepUrl(resumeStep(intake))}>Add them</Link>
        </Banner>
      )}
      <Summary intake={intake} editable />
      {shownError && <Banner tone="error">{shownError}</Banner>}
      <div className={styles.actions}>
        <Button onClick={() => void send()} loading={submit.isPending} loadingLabel="Sending…" disabled={missing.length > 0}>
          Send for verification
        </Button>
      </div>
    </div>
  );
}
