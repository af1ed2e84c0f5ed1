// The runner of a multi-page consult intake: loads (opens) the consult's intake, resumes on the right
// step from `start`, shows a step with the stepper, "Page x of y", Back / Next and the autosave
// status, checks the step's fields before Next saves them, then the review (answers by step, with
// Edit links) and the submit. A submitted intake is read-only: "A clinician is reviewing".
// Used by every intake flow: a flow is its steps as data (see flow.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Banner, Button, buttonClassName, Card, errorMessage, Link, Navigate, NotFoundPage, Page, paths, QueryView, useNavigate } from '@flora/shared';
import { SaveStatus, Stepper, useAutosave } from '@flora/shared/forms';
import { type Intake, useIntake } from '../api/intake';
import { type IntakePatch, useSaveIntake } from '../api/save-intake';
import { useSubmitIntake } from '../api/submit-intake';
import {
  type Draft,
  type FieldErrors,
  type IntakeFlowDefinition,
  type IntakeStep,
  rememberStep,
  resumeStep,
  REVIEW_STEP,
  START_STEP,
} from './flow';
import styles from './intake-flow.module.css';

/** Typed text is saved once she pauses this long (choices go sooner). */
export const TYPING_SAVE_DELAY_MS = 800;

export interface IntakeFlowProps {
  flow: IntakeFlowDefinition;
  consultUid: string;
  step: string;
}

export function IntakeFlowPage({ flow, consultUid, step }: IntakeFlowProps) {
  const intake = useIntake(consultUid);
  if (intake.data === null || (intake.data && flow.consultType && intake.data.consult_type !== flow.consultType)) return <NotFoundPage />;
  return (
    <Page title={flow.title} width="narrow">
      <QueryView query={intake} loadingLabel="Loading your intake…">
        {(found) => found && <IntakeFlow key={consultUid} flow={flow} intake={found} step={step} />}
      </QueryView>
    </Page>
  );
}

/** The steps offered: all of them, or up to the flow's stop. */
function offeredSteps(flow: IntakeFlowDefinition, answers: Intake): readonly IntakeStep[] {
  const stop = flow.stopAfter?.(answers);
  if (!stop) return flow.steps;
  const at = flow.steps.findIndex((s) => s.id === stop);
  return at >= 0 ? flow.steps.slice(0, at + 1) : flow.steps;
}

/** The draft of every step's fields, from the saved intake. */
const draftOf = (steps: readonly IntakeStep[], intake: Intake): Draft =>
  Object.assign({ ...intake }, ...steps.map((s) => s.toDraft?.(intake) ?? {}));

const defaultPatch = (step: IntakeStep, draft: Draft): IntakePatch =>
  Object.fromEntries(step.answers.filter((a) => a in draft).map((a) => [a, draft[a]])) as IntakePatch;

function IntakeFlow({ flow, intake, step }: { flow: IntakeFlowDefinition; intake: Intake; step: string }) {
  const navigate = useNavigate();
  const uid = intake.consult_uid;
  const [draft, setDraft] = useState<Draft>(() => draftOf(flow.steps, intake));
  // The stop follows her answer at once (the draft), not only once it is saved.
  const steps = offeredSteps(flow, { ...intake, ...draft } as Intake);
  const stopped = steps.length < flow.steps.length;
  const [errors, setErrors] = useState<FieldErrors>({});
  const setError = useCallback(
    (field: string, message: string | null) =>
      setErrors(({ [field]: _old, ...rest }) => (message === null ? rest : { ...rest, [field]: message })),
    [],
  );
  const { mutateAsync: saveIntake } = useSaveIntake(intake);
  const autosave = useAutosave<IntakePatch>(saveIntake, setError);
  const beforeNext = useRef<(() => Promise<boolean>) | null>(null);
  const setBeforeNext = useCallback((action: (() => Promise<boolean>) | null) => {
    beforeNext.current = action;
  }, []);
  const [moving, setMoving] = useState(false);

  const index = steps.findIndex((s) => s.id === step);
  const current = index >= 0 ? steps[index] : undefined;

  useEffect(() => {
    if (!intake.submitted_at && (current || step === REVIEW_STEP)) rememberStep(uid, step);
  }, [intake.submitted_at, current, step, uid]);

  if (intake.submitted_at) return <Submitted flow={flow} intake={intake} />;
  if (step === START_STEP) return <Navigate to={flow.pathOf(uid, resumeStep(steps, intake))} replace />;
  if (step === REVIEW_STEP) {
    if (stopped) return <Navigate to={flow.pathOf(uid, steps.at(-1)!.id)} replace />;
    return <ReviewStep flow={flow} intake={intake} steps={steps} />;
  }
  if (!current) {
    // A later step while the flow is stopped: back to the stop.
    if (stopped && flow.steps.some((s) => s.id === step)) return <Navigate to={flow.pathOf(uid, steps.at(-1)!.id)} replace />;
    return <NotFoundPage />;
  }

  const patchOf = (d: Draft) => (current.toPatch ?? ((x: Draft) => defaultPatch(current, x)))(d);

  function change(values: Draft, { typing = false, save = true }: { typing?: boolean; save?: boolean } = {}) {
    const next = { ...draft, ...values };
    setDraft(next);
    if (!save) return;
    const found = current!.validate?.(next, intake) ?? {};
    const patch = patchOf(next) as Record<string, unknown>;
    const toSave: Record<string, unknown> = {};
    for (const field of Object.keys(values)) {
      setError(field, null);
      if (!(field in patch)) continue;
      // A value still being typed that is not valid yet waits (shown at Next); a valid one is saved.
      if (found[field]) autosave.forget(field);
      else toSave[field] = patch[field];
    }
    if (Object.keys(toSave).length) autosave.saveSoon(toSave as IntakePatch, typing ? TYPING_SAVE_DELAY_MS : undefined);
  }

  async function next() {
    const found = Object.fromEntries(Object.entries(current!.validate?.(draft, intake) ?? {}).filter(([, m]) => m));
    if (Object.keys(found).length) {
      setErrors((e) => ({ ...e, ...found }));
      focusField(Object.keys(found)[0]!);
      return;
    }
    setMoving(true);
    try {
      const ok = (await autosave.saveNow(patchOf(draft))) && (beforeNext.current ? await beforeNext.current() : true);
      if (!ok) return;
      navigate(flow.pathOf(uid, steps[index + 1]?.id ?? REVIEW_STEP));
    } finally {
      setMoving(false);
    }
  }

  const Component = current.Component;
  const last = index === steps.length - 1;
  return (
    <StepFrame
      names={steps.map((s) => s.name)}
      index={index}
      count={stopped ? steps.length : steps.length + 1}
      title={current.title}
      backTo={index > 0 ? flow.pathOf(uid, steps[index - 1]!.id) : undefined}
      next={stopped && last ? undefined : { label: last ? 'Review your answers' : (current.nextLabel ?? 'Next'), onClick: () => void next(), busy: moving }}
      status={<SaveStatus state={autosave.state} onRetry={() => void autosave.retry()} />}
    >
      <Component key={current.id} intake={intake} draft={draft} errors={errors} change={change} setError={setError} setBeforeNext={setBeforeNext} />
    </StepFrame>
  );
}

/** Moves focus to a field by its name (`intake-<field>`, or a group's first control). */
function focusField(field: string) {
  const element = document.getElementById(`intake-${field}`) ?? document.getElementById(`intake-${field}-0`);
  const target = element?.matches('input, textarea, select') ? element : element?.querySelector<HTMLElement>('input, textarea, select');
  target?.focus();
}

interface StepFrameProps {
  names: readonly string[];
  index: number;
  count: number;
  title: string;
  backTo?: string;
  next?: { label: string; onClick: () => void; busy: boolean; busyLabel?: string };
  status?: React.ReactNode;
  children: React.ReactNode;
}

function StepFrame({ names, index, count, title, backTo, next, status, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  const stepperNames = count > names.length ? [...names, 'Review'] : names;
  return (
    <div className={styles.layout}>
      <Stepper current={index + 1} steps={stepperNames} label="Intake steps" />
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.nav}>
        {backTo ? (
          <Link to={backTo} className={buttonClassName({ variant: 'secondary' })}>
            Back
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Button type="button" onClick={next.onClick} loading={next.busy} loadingLabel={next.busyLabel ?? 'Saving…'}>
            {next.label}
          </Button>
        )}
      </div>
      {status}
    </div>
  );
}

/** Every step's answers with an Edit link (none when read-only). */
function Answers({ flow, intake, steps, readOnly }: { flow: IntakeFlowDefinition; intake: Intake; steps: readonly IntakeStep[]; readOnly?: boolean }) {
  return (
    <ul className={styles.review}>
      {steps
        .filter((s) => s.review)
        .map((s) => (
          <li key={s.id}>
            <Card>
              <div className={styles.reviewHead}>
                <h3 id={`review-${s.id}`}>{s.name}</h3>
                {!readOnly && (
                  <Link to={flow.pathOf(intake.consult_uid, s.id)} aria-describedby={`review-${s.id}`}>
                    Edit
                  </Link>
                )}
              </div>
              <dl className={styles.rows}>
                {s.review!(intake).map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
    </ul>
  );
}

/** Which step answers a missing item. */
const stepOf = (steps: readonly IntakeStep[], item: string) => steps.find((s) => s.answers.includes(item));

/** The flow's done link (default "Back to Care"), or null. */
const doneLinkOf = (flow: IntakeFlowDefinition) => (flow.doneLink === undefined ? { label: 'Back to Care', to: paths.care } : flow.doneLink);

function ReviewStep({ flow, intake, steps }: { flow: IntakeFlowDefinition; intake: Intake; steps: readonly IntakeStep[] }) {
  const navigate = useNavigate();
  const submit = useSubmitIntake(intake);
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setErrorText] = useState<string | null>(null);
  const missingSteps = useMemo(() => steps.filter((s) => missing.some((item) => stepOf(steps, item) === s)), [missing, steps]);

  async function send() {
    setErrorText(null);
    setMissing([]);
    try {
      await submit.mutateAsync();
      const done = doneLinkOf(flow);
      if (flow.leaveOnSubmit && done) navigate(done.to(intake.consult_uid));
    } catch (e) {
      const body = (e as { response?: { data?: { missing?: string[] } } }).response?.data;
      if (body?.missing?.length) setMissing(body.missing);
      else setErrorText(errorMessage(e));
    }
  }

  return (
    <StepFrame
      names={steps.map((s) => s.name)}
      index={steps.length}
      count={steps.length + 1}
      title="Review your answers"
      backTo={flow.pathOf(intake.consult_uid, steps.at(-1)!.id)}
      next={{ label: 'Submit for review', onClick: () => void send(), busy: submit.isPending, busyLabel: 'Submitting…' }}
    >
      <p>Check your answers before you send them to a clinician. You can't change them after you submit.</p>
      <Answers flow={flow} intake={intake} steps={steps} />
      {missingSteps.length > 0 && (
        <Banner tone="error" title="A few answers are still missing">
          Finish these steps, then submit again:
          <ul className={styles.missing}>
            {missingSteps.map((s) => (
              <li key={s.id}>
                <Link to={flow.pathOf(intake.consult_uid, s.id)}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </Banner>
      )}
      {error && (
        <Banner tone="error" title="We couldn't submit your intake">
          {error}
        </Banner>
      )}
    </StepFrame>
  );
}

function Submitted({ flow, intake }: { flow: IntakeFlowDefinition; intake: Intake }) {
  const done = doneLinkOf(flow);
  return (
    <div className={styles.layout}>
      <Banner tone="success" title="A clinician is reviewing your intake">
        Thank you — your answers were sent. A clinician will review them and message you if they need anything else.
      </Banner>
      {done && (
        <p>
          <Link to={done.to(intake.consult_uid)} className={buttonClassName({ variant: 'primary' })}>
            {done.label}
          </Link>
        </p>
      )}
      <h2>Your answers</h2>
      <Answers flow={flow} intake={intake} steps={flow.steps} readOnly />
    </div>
  );
}
