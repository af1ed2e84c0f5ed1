// The ungated Rx intake's own steps: the consent to treatment without test results (recorded when
// she moves on; unticked: a message beside the box, nothing recorded), then the terms of care.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@flora/tools/jest/render';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answered, at, serveIntake, stub, UID } from './intake.fixtures';
import { UngatedRxIntakePage } from './ungated-rx-intake-page';

afterEach(async () => {
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const RX = { consult_type: 'ungated-rx' as const, ...answered };
const renderRx = (step: string) =>
  renderScreen(<UngatedRxIntakePage />, { path: `/treatments/rx/consults/${UID}/intake/${step}/`, route: '/treatments/rx/consults/:uid/intake/:step/' });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const CONSENT = /agree to be treated based on my symptoms, without test results/;

test('treatment terms: says what it means (a clinician decides; refunded when not a candidate)', async () => {
  serveIntake(RX);
  renderRx('rx-terms');
  expect(await heading('Treatment without test results')).toBeInTheDocument();
  expect(screen.getByText(/reviews your symptoms and health history and may prescribe treatment without waiting/)).toBeInTheDocument();
  expect(screen.getByText(/not a good candidate .* full refund/)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
});

test('treatment terms: unticked, Next names it beside the box and records nothing', async () => {
  serveIntake(RX);
  renderRx('rx-terms');
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(/Agree to treatment without test results to continue./);
  expect(screen.getByRole('heading', { level: 2, name: 'Treatment without test results' })).toBeInTheDocument();
  expect(stub.requestsTo(at.UNGATED_RX_TERMS)).toHaveLength(0);
});

test('treatment terms: ticked, the consent is recorded and she moves on to the terms of care', async () => {
  serveIntake(RX);
  renderRx('rx-terms');
  await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await heading('Terms and consent')).toBeInTheDocument();
  expect(stub.requestsTo(at.UNGATED_RX_TERMS)).toHaveLength(1);
  expect(stub.requestsTo(at.TERMS)).toHaveLength(0);
});

test("treatment terms: the API's refusal shows beside the box and she stays", async () => {
  serveIntake(RX, { [at.UNGATED_RX_TERMS]: { status: 409, body: { detail: 'The intake was already submitted.' } } });
  renderRx('rx-terms');
  await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The intake was already submitted.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Treatment without test results' })).toBeInTheDocument();
});

test('treatment terms: already given, the box stays ticked and she moves on without recording it again', async () => {
  serveIntake({ ...RX, consented_to_ungated_rx_terms_at: '2026-11-24T10:00:00Z' });
  renderRx('rx-terms');
  const box = await screen.findByRole('checkbox', { name: CONSENT });
  expect(box).toBeChecked();
  expect(box).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await heading('Terms and consent')).toBeInTheDocument();
  expect(stub.requestsTo(at.UNGATED_RX_TERMS)).toHaveLength(0);
});

test('terms of care (worded for a prescription without results): both consents recorded, then the review', async () => {
  serveIntake({ ...RX, consented_to_ungated_rx_terms_at: '2026-11-24T10:00:00Z' });
  renderRx('terms');
  const terms = await screen.findByRole('checkbox', { name: /I agree to Flora's terms/ });
  expect(terms).toHaveAccessibleDescription(/reviews your symptoms and answers/);
  await userEvent.click(terms);
  await userEvent.click(screen.getByRole('checkbox', { name: /not trying to conceive/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Review your answers' }));
  expect(await heading('Review your answers')).toBeInTheDocument();
  expect(stub.requestsTo(at.TERMS)).toHaveLength(1);
  expect(stub.requestsTo(at.CONCEIVE)).toHaveLength(1);
});

test('address comes before the treatment terms: Next from the address leads there', async () => {
  serveIntake(RX);
  renderRx('address');
  expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main St');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await heading('Treatment without test results')).toBeInTheDocument();
});
