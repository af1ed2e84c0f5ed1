// The STI intake (/treatments/sti/consults/:uid/intake/, steps as ?step=): opening it from the bare
// path resumes on the right step, its steps (no pharmacy, no photo ID), Next and Back by ?step=,
// the pregnancy stop, the review and submit, read-only after submit, not found.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { renderScreen } from '@flora/tools/jest/render';
import { apiIdle } from '@flora/tools/jest/api-idle';
import type { StubRoutes } from '@flora/tools/jest/api-stub-server';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answered, at, serveIntake, stub, UID } from './intake.fixtures';
import { StiIntakePage } from './sti-intake-page';

afterEach(async () => {
  // Leaving the page saves what is still waiting: let that save end inside this test.
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const BASE = `/treatments/sti/consults/${UID}/intake/`;
const serveSti = <R,>(start: Parameters<typeof serveIntake>[0] = {}, routes?: StubRoutes<R>) =>
  serveIntake({ consult_type: 'sti', ...start }, routes);
const renderSti = (search = '') =>
  renderScreen(<StiIntakePage />, { path: `${BASE}${search}`, route: '/treatments/sti/consults/:uid/intake/', sharedHistory: true });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const consents = { agreed_to_terms_at: '2026-11-24T10:00:00Z', consented_to_not_trying_to_conceive_at: '2026-11-24T10:00:00Z' };

test('the bare path opens her intake and resumes on the first step with something missing, as ?step=', async () => {
  serveSti({ symptoms: [], date_of_birth: '1990-04-02' });
  renderSti();
  expect(await heading('Medications you take')).toBeInTheDocument();
  expect(stub.requestsTo(at.OPEN)[0]?.body).toEqual({ consult_uid: UID });
  expect(history.location.pathname + history.location.search).toBe(`${BASE}?step=medications`);
  // Seven steps and the review: no pharmacy, no photo ID.
  expect(screen.getByText(/Step 3 of 8/)).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Intake steps' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent?.replace(/^✓ Completed: /, ''))).toEqual([
    'Symptoms',
    'About you',
    'Medications',
    'Allergies',
    'Pregnancy',
    'Address',
    'Consent',
    'Review',
  ]);
});

test('Next saves the step and moves to the next ?step=; Back returns', async () => {
  serveSti({ ...answered, has_allergies: null });
  renderSti('?step=allergies');
  await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await heading('Pregnancy and breastfeeding')).toBeInTheDocument();
  expect(history.location.search).toBe('?step=pregnancy');
  expect(stub.requestsTo(at.SAVE).at(-1)?.body).toMatchObject({ has_allergies: false });

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  // After pregnancy comes the address (no pharmacy step).
  expect(await heading('Shipping address')).toBeInTheDocument();
  expect(history.location.search).toBe('?step=address');
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(await heading('Pregnancy and breastfeeding')).toBeInTheDocument();
});

test('after the address comes the consent (no photo ID); both consents are recorded, then the review', async () => {
  serveSti(answered);
  renderSti('?step=address');
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await heading('Terms and consent')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to Flora's terms/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /not trying to conceive/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Review your answers' }));
  expect(await heading('Review your answers')).toBeInTheDocument();
  expect(history.location.search).toBe('?step=review');
  expect(stub.requestsTo(at.TERMS)).toHaveLength(1);
  expect(stub.requestsTo(at.CONCEIVE)).toHaveLength(1);
  expect(stub.requestsTo(at.PHOTO)).toHaveLength(0);
});

test('review then submit: "A clinician is reviewing", read-only; Edit links name the step', async () => {
  serveSti({ ...answered, ...consents });
  renderSti('?step=review');
  const symptoms = await screen.findByRole('heading', { level: 3, name: 'Symptoms' });
  expect(within(symptoms.closest('li')!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${BASE}?step=symptoms`);
  expect(screen.queryByRole('heading', { level: 3, name: /Pharmacy|Photo ID/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(stub.requestsTo(at.SUBMIT)).toHaveLength(1);
});

test('review: what is still missing is named with links to its ?step=', async () => {
  serveSti({ ...answered, has_allergies: null, ...consents });
  renderSti('?step=review');
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  const list = (await screen.findByText('A few answers are still missing')).parentElement!.querySelector('ul')!;
  expect(within(list).getByRole('link', { name: 'Allergies' })).toHaveAttribute('href', `${BASE}?step=allergies`);
});

test('pregnant: the safety copy, and neither the later steps nor the review are offered', async () => {
  serveSti({ ...answered, pregnancy_status: 'pregnant' });
  renderSti('?step=review');
  expect(await heading('Pregnancy and breastfeeding')).toBeInTheDocument();
  expect(screen.getByText(/We can't treat you during pregnancy/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Next|Review your answers/ })).not.toBeInTheDocument();
  await waitFor(() => expect(history.location.search).toBe('?step=pregnancy'));
});

test('a submitted intake is read-only whatever the step', async () => {
  serveSti({ ...answered, ...consents, submitted_at: '2026-11-24T11:00:00Z' });
  renderSti('?step=symptoms');
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('an unknown step (the photo ID is not one of hers) shows not found', async () => {
  serveSti();
  renderSti('?step=photo-id');
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});

test('a consult that is not hers (404) shows not found', async () => {
  serveSti({}, { [at.OPEN]: { status: 404, body: { detail: 'No consult with that uid.' } } });
  renderSti();
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});
