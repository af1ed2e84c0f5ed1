// Where an intake resumes: the step she was last on (this device) unless an earlier step still
// misses an answer; else the first step with something missing; the review when nothing is.
import type { Intake } from '../api/intake';
import { type IntakeStep, rememberStep, resumeStep } from './flow';

const step = (id: string, answers: string[]): IntakeStep => ({ id, name: id, title: id, answers, Component: () => null });
const STEPS = [step('symptoms', ['symptoms']), step('history', ['date_of_birth']), step('pharmacy', ['pharmacy_id']), step('address', ['city'])];
const intake = (missing: string[]) => ({ consult_uid: 'c1', missing_for_submit: missing }) as unknown as Intake;

afterEach(() => window.localStorage.clear());

test.each([
  [['symptoms', 'city'], 'symptoms'],
  [['date_of_birth'], 'history'],
  [['city'], 'address'],
  [[], 'review'],
])('missing %j, no step remembered: resumes on %s', (missing, expected) => {
  expect(resumeStep(STEPS, intake(missing))).toBe(expected);
});

test('the step she was last on wins when nothing before it is missing', () => {
  rememberStep('c1', 'pharmacy');
  expect(resumeStep(STEPS, intake(['city']))).toBe('pharmacy');
});

test('a remembered step after a step with something missing does not', () => {
  rememberStep('c1', 'address');
  expect(resumeStep(STEPS, intake(['date_of_birth', 'city']))).toBe('history');
});

describe('a flow that opens on an intro (a step that asks nothing)', () => {
  const WITH_INTRO = [step('intro', []), ...STEPS];

  test('a new intake opens on the intro', () => {
    expect(resumeStep(WITH_INTRO, intake(['symptoms', 'date_of_birth', 'pharmacy_id', 'city']))).toBe('intro');
  });

  test('once a question step is complete, the first step with something missing', () => {
    expect(resumeStep(WITH_INTRO, intake(['date_of_birth', 'city']))).toBe('history');
  });

  test('the step he was last on on this device still wins', () => {
    rememberStep('c1', 'symptoms');
    expect(resumeStep(WITH_INTRO, intake(['symptoms', 'date_of_birth', 'pharmacy_id', 'city']))).toBe('symptoms');
  });
});
