// The vaginitis intake as a whole: resume from 'start', not found, a failed save and Try again,
// the review (missing steps named with links), submit, read-only after submit, the pregnancy stop.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answered, at, renderStep, serveIntake, stub } from './intake.fixtures';

afterEach(async () => {
  // Leaving the page saves what is still waiting: let that save end inside this test.
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

test("'start' opens the intake and resumes on the first step with something missing", async () => {
  serveIntake({ symptoms: [], pregnancy_status: null, date_of_birth: '1990-04-02', current_medication_ids: [], has_allergies: false });
  renderStep('start');
  expect(await heading('Pregnancy and breastfeeding')).toBeInTheDocument();
  expect(stub.requestsTo(at.OPEN)[0]?.body).toEqual({ consult_uid: 'c-paid' });
  expect(screen.getByText(/Step 5 of 10/)).toBeInTheDocument();
});

test("'start' resumes on the step she was last on on this device", async () => {
  window.localStorage.setItem('flora.intake.step.c-paid', 'history');
  serveIntake({ symptoms: ['odor'], symptom_duration: 'over_6_months' });
  renderStep('start');
  expect(await heading('About you and your health history')).toBeInTheDocument();
});

test('an unknown consult shows not found', async () => {
  serveIntake({}, { [at.OPEN]: { status: 404, body: { detail: 'Not found.' } } });
  renderStep('start');
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});

test('review: what is missing is named with links to its steps', async () => {
  serveIntake({ ...answered, photo_id_uploaded: false, agreed_to_terms_at: '2026-11-24T10:00:00Z', consented_to_not_trying_to_conceive_at: '2026-11-24T10:00:00Z' });
  renderStep('review');
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  const alert = await screen.findByText('A few answers are still missing');
  expect(within(alert.closest('[class]')!.parentElement!).getByRole('link', { name: 'Photo ID' })).toHaveAttribute('href', '/treatments/consults/c-paid/intake/photo-id/');
});

test('review: missing steps are listed in the order she fills them', async () => {
  serveIntake({ ...answered, symptoms: null, has_allergies: null, photo_id_uploaded: true });
  renderStep('review');
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  const list = (await screen.findByText('A few answers are still missing')).parentElement!.querySelector('ul')!;
  expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Symptoms', 'Allergies', 'Consent']);
});

test('a pregnant patient cannot reach the later steps or the review', async () => {
  serveIntake({ ...answered, pregnancy_status: 'pregnant' });
  renderStep('review');
  expect(await screen.findByRole('heading', { level: 2, name: 'Pregnancy and breastfeeding' })).toBeInTheDocument();
  expect(screen.getByText(/We can't treat you during pregnancy/)).toBeInTheDocument();
});

test('review then submit: "A clinician is reviewing", and the answers become read-only', async () => {
  serveIntake({ ...answered, photo_id_uploaded: true, agreed_to_terms_at: '2026-11-24T10:00:00Z', consented_to_not_trying_to_conceive_at: '2026-11-24T10:00:00Z' });
  renderStep('review');
  const symptoms = await screen.findByRole('heading', { level: 3, name: 'Symptoms' });
  expect(within(symptoms.closest('li')!).getByText('Itching')).toBeInTheDocument();
  expect(within(symptoms.closest('li')!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/treatments/consults/c-paid/intake/symptoms/');
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Care' })).toHaveAttribute('href', '/care/');
});

test('a submitted intake is read-only on every step', async () => {
  serveIntake({ ...answered, submitted_at: '2026-11-24T11:00:00Z' });
  renderStep('symptoms');
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('a failed save says so, keeps her answer and tries again', async () => {
  serveIntake({}, { [at.SAVE]: { status: 503, body: { detail: 'Unavailable' } } });
  renderStep('allergies');
  await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
  expect(await screen.findByText("We couldn't save your latest answers")).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  serveIntake();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
});
