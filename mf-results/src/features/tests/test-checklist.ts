// The checklist of a test (issue 13, SPEC §7): activate -> consent -> health history -> take the
// sample -> mail it -> lab received -> results ready. Each step is done, current (the first one not
// done) or upcoming, derived from the test's fields and status:
// - activate is done for every listed test; consent, health history and the sample by their times;
// - once the lab has the sample (received or ready) every step before "results ready" is done,
//   whatever the user recorded (the lab is the source of truth);
// - "mail it" has no field of its own: it is current after the sample until the lab receives it.
import { paths } from '@flora/shared';

export type StepState = 'done' | 'current' | 'upcoming';
export type StepId = 'activate' | 'consent' | 'health-history' | 'sample' | 'mail' | 'received' | 'ready';

export interface ChecklistTest {
  hash: string;
  status?: string;
  consented_at?: string | null;
  sample_taken_at?: string | null;
  healthcontext?: { health_history_submitted_at: string | null };
}

export interface ChecklistStep {
  id: StepId;
  title: string;
  /** What the step asks for, in a sentence. */
  detail: string;
  state: StepState;
  /** Where the step is done; absent for steps that happen elsewhere (mailing, the lab). */
  href?: string;
  linkLabel?: string;
}

export const STEP_STATE_LABELS: Record<StepState, string> = { done: 'Done', current: 'Current step', upcoming: 'Upcoming' };

export function testChecklist(test: ChecklistTest): ChecklistStep[] {
  const atLab = test.status === 'received' || test.status === 'ready';
  const ready = test.status === 'ready';
  const history = paths.healthHistory(test.hash);
  const steps: Array<Omit<ChecklistStep, 'state'> & { done: boolean }> = [
    { id: 'activate', title: 'Activate your kit', detail: 'Your kit is linked to your account.', done: true },
    {
      id: 'consent',
      title: 'Give your consent',
      detail: 'Agree to the testing terms before you take your sample.',
      done: atLab || !!test.consented_at,
      href: history,
      linkLabel: 'Give consent',
    },
    {
      id: 'health-history',
      title: 'Complete your health history',
      detail: 'A few questions about symptoms, your cycle and recent treatments help us read your results.',
      done: atLab || !!test.healthcontext?.health_history_submitted_at,
      href: history,
      linkLabel: 'Complete the health history',
    },
    {
      id: 'sample',
      title: 'Take your sample',
      detail: 'Check the sample criteria first: when a sample may be taken, and what to do if you can\'t take it yet.',
      done: atLab || !!test.sample_taken_at,
      href: history,
      linkLabel: 'See the sample criteria',
    },
    {
      id: 'mail',
      title: 'Mail it to the lab',
      detail: 'Seal the tube in the prepaid envelope and drop it in any mailbox.',
      done: atLab,
    },
    { id: 'received', title: 'Lab received', detail: 'The lab has your sample and is sequencing it.', done: atLab },
    {
      id: 'ready',
      title: 'Results ready',
      detail: 'Your results are ready to read.',
      done: ready,
      href: ready ? paths.results(test.hash) : undefined,
      linkLabel: ready ? 'View your results' : undefined,
    },
  ];
  const current = steps.findIndex((s) => !s.done);
  return steps.map(({ done, ...step }, i) => ({ ...step, state: done ? 'done' : i === current ? 'current' : 'upcoming' }));
}
