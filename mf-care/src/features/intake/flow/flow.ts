// The shape of an intake flow: its steps as data (each names the answers it gives, checks its fields
// before Next, renders itself and sums itself up on the review), and where a flow resumes.
import type { ComponentType, ReactNode } from 'react';
import type { Intake } from '../api/intake';
import type { IntakePatch } from '../api/save-intake';

/** Field values as the step's controls hold them (typed text as typed). */
export type Draft = Record<string, unknown>;
export type FieldErrors = Partial<Record<string, string>>;

export interface StepProps {
  intake: Intake;
  draft: Draft;
  errors: FieldErrors;
  /**
   * She changed answers: shown at once, saved soon (choices) or once she pauses (typing).
   * `save` false: only shown on the page, not saved (e.g. a prefill she has not confirmed).
   */
  change: (values: Draft, options?: { typing?: boolean; save?: boolean }) => void;
  setError: (field: string, message: string | null) => void;
  /** An action Next runs after the answers are saved (a consent, an upload); false stays on the step. */
  setBeforeNext: (action: (() => Promise<boolean>) | null) => void;
}

export interface ReviewRow {
  label: string;
  value: ReactNode;
}

export interface IntakeStep {
  id: string;
  /** Short name in the stepper and on the review. */
  name: string;
  /** The step's heading. */
  title: string;
  /** What of `missing_for_submit` this step answers (resume and "missing" links use it). */
  answers: readonly string[];
  Component: ComponentType<StepProps>;
  /** The errors of the step's fields (checked before Next saves; none: it may move on). */
  validate?: (draft: Draft, intake: Intake) => FieldErrors;
  /** The step's fields as its controls hold them, from the saved intake. Default: the saved values. */
  toDraft?: (intake: Intake) => Draft;
  /** The draft as the API's answers (text trimmed, blank as null). Default: the draft's fields of `answers`. */
  toPatch?: (draft: Draft) => IntakePatch;
  /** The step's answers on the review. */
  review?: (intake: Intake) => ReviewRow[];
  /** The label of its Next button (default 'Next'). */
  nextLabel?: string;
}

export interface IntakeFlowDefinition {
  /** The flow's name in the page title ("Vaginitis intake"). */
  title: string;
  steps: readonly IntakeStep[];
  /** The path of a step. */
  pathOf: (consultUid: string, step: string) => string;
  /** A step after which the flow stops (e.g. the pregnancy stop): later steps and the review are not offered. */
  stopAfter?: (answers: Intake) => string | null;
  /** The consult type the flow is for: another type's consult is not found here. Default: any. */
  consultType?: string;
  /** Where the submitted intake sends her on (default "Back to Care", /care/); null: no link. */
  doneLink?: { label: string; to: (consultUid: string) => string } | null;
  /** Submitting goes straight on to the done link instead of staying on the read-only intake. */
  leaveOnSubmit?: boolean;
}

export const REVIEW_STEP = 'review';
export const START_STEP = 'start';

/** The first step with something still missing (the review when nothing is). */
function firstMissingStep(steps: readonly IntakeStep[], intake: Intake): string {
  const missing = new Set(intake.missing_for_submit);
  return steps.find((s) => s.answers.some((a) => missing.has(a)))?.id ?? REVIEW_STEP;
}

/**
 * Where the intake resumes from its answers: the first step with something still missing (the
 * review when nothing is); but while only steps that ask nothing (an intro) come before it, the
 * first step, so a new intake opens on its intro.
 */
function derivedResumeStep(steps: readonly IntakeStep[], intake: Intake): string {
  const first = firstMissingStep(steps, intake);
  const at = steps.findIndex((s) => s.id === first);
  const before = at >= 0 ? steps.slice(0, at) : steps;
  return before.length > 0 && before.every((s) => s.answers.length === 0) ? steps[0]!.id : first;
}

const lastStepKey = (consultUid: string) => `flora.intake.step.${consultUid}`;

/** Remembers the step she is on (this device only). */
export function rememberStep(consultUid: string, step: string): void {
  try {
    window.localStorage.setItem(lastStepKey(consultUid), step);
  } catch {
    // Private mode: resume falls back to the first step with something missing.
  }
}

/**
 * Where she resumes: the step she was last on on this device, unless a step before it still has
 * something missing; on another device, where the answers say (derivedResumeStep).
 */
export function resumeStep(steps: readonly IntakeStep[], intake: Intake): string {
  const derived = derivedResumeStep(steps, intake);
  const firstMissing = firstMissingStep(steps, intake);
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(lastStepKey(intake.consult_uid));
  } catch {
    remembered = null;
  }
  const order = [...steps.map((s) => s.id), REVIEW_STEP];
  if (remembered && order.includes(remembered) && order.indexOf(remembered) <= order.indexOf(firstMissing)) return remembered;
  return derived;
}
