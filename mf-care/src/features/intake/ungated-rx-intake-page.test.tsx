// The ungated Rx intake as a whole: its steps (no photo ID), resume from 'start', the review naming
// what is missing (the treatment terms among them), submit, read-only after, the pregnancy stop.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@flora/tools/jest/render';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answered, at, serveIntake, stub, UID } from './intake.fixtures';
import { UngatedRxIntakePage } from './ungated-rx-intake-page';

afterEach(async () => {
  // Leaving the page saves what is still waiting: let that save end inside this test.
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const RX = { consult_type: 'ungated-rx' } as const;
const CONSENTED = { agreed_to_terms_at: '2026-11-24T10:00:00Z', consented_to_not_trying_to_conceive_at: '2026-11-24T10:00:00Z' };
const rxPath = (step: string) => `/treatments/rx/consults/${UID}/intake/${step}/`;
const renderRx = (step: string) =>
  renderScreen(<UngatedRxIntakePage />, { path: rxPath(step), route: '/treatments/rx/consults/:uid/intake/:step/' });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

test("'start' resumes on the first step with something missing; no photo ID among the steps", async () => {
  serveIntake({ ...RX, symptoms: ['odor'], symptom_duration: 'under_1_week', date_of_birth: '1990-04-02', current_medication_ids: [] });
  renderRx('start');
  expect(await heading('Allergies')).toBeInTheDocument();
  expect(stub.requestsTo(at.OPEN)[0]?.body).toEqual({ consult_uid: UID });
  const steps = screen.getByRole('list', { name: 'Intake steps' });
  expect(within(steps).queryByText('Photo ID')).not.toBeInTheDocument();
  expect(within(steps).getByText('Treatment terms')).toBeInTheDocument();
  expect(screen.getByText(/Step 4 of 10/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Your prescription intake' })).toBeInTheDocument();
});

test("'start' resumes on the step she was last on on this device", async () => {
  window.localStorage.setItem(`flora.intake.step.${UID}`, 'pharmacy');
  serveIntake({ ...RX, ...answered });
  renderRx('start');
  expect(await heading('Your pharmacy')).toBeInTheDocument();
});

test('the symptoms step says the clinician prescribes from them, and what "none" means', async () => {
  serveIntake(RX);
  renderRx('symptoms');
  expect(await screen.findByText(/without waiting for your test results/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'None of these' }));
  expect(screen.getByText('No symptoms right now?')).toBeInTheDocument();
  expect(screen.getByText(/the clinician may not prescribe/)).toBeInTheDocument();
});

test('review: the missing treatment terms are named with a link to their step, and nothing is submitted', async () => {
  serveIntake({ ...RX, ...answered, ...CONSENTED });
  renderRx('review');
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  const title = await screen.findByText('A few answers are still missing');
  const list = title.parentElement!.querySelector('ul')!;
  expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Treatment terms', rxPath('rx-terms')]]);
  expect(screen.queryByText('A clinician is reviewing your intake')).not.toBeInTheDocument();
});

test('review then submit: "A clinician is reviewing", the answers read-only', async () => {
  serveIntake({ ...RX, ...answered, ...CONSENTED, consented_to_ungated_rx_terms_at: '2026-11-24T10:00:00Z' });
  renderRx('review');
  const terms = await screen.findByRole('heading', { level: 3, name: 'Treatment terms' });
  expect(within(terms.closest('li')!).getByText('Treatment without test results')).toBeInTheDocument();
  expect(within(terms.closest('li')!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', rxPath('rx-terms'));
  expect(screen.queryByRole('heading', { level: 3, name: 'Photo ID' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(stub.requestsTo(at.SUBMIT)).toHaveLength(1);
});

test('a pregnant patient is stopped at the pregnancy step', async () => {
  serveIntake({ ...RX, ...answered, pregnancy_status: 'pregnant' });
  renderRx('rx-terms');
  expect(await heading('Pregnancy and breastfeeding')).toBeInTheDocument();
  expect(screen.getByText(/We can't treat you during pregnancy/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});
