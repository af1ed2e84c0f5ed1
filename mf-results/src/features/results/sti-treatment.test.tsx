// "Start STI treatment" on My Results: offered for a ready test whose expanded PCR (STI) panel ran
// and detected something (the other findings states: pcr-findings.test.tsx);
// starting shows progress, then goes to the consult's STI intake; a failure shows the SPEC §8 alert
// beside the button, which can be pressed again. A started consult is continued, a submitted one is
// with a clinician.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { apiPost } from '@flora/shared/data';
import { type ApiTestDetail, consultFixture, testDetailFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

// The real client, spied on only to throw an error with no message (the third alert variant).
jest.mock('@flora/shared/data', () => {
  const actual = jest.requireActual('@flora/shared/data');
  return { ...actual, apiPost: jest.fn(actual.apiPost) };
});

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1 }));
afterEach(signOut);

const HASH = 'FLSTI00001';
const CONSULTS = 'POST /api/v1/consults/';
const summary = {
  valencia_type: 'CST I-A',
  infection_state: 'optimal',
  conditions: [],
  protective_percent: 90,
  disruptive_percent: 2,
  variable_percent: 8,
} satisfies ApiTestDetail['results'];

function answerTest(test: Partial<ApiTestDetail>) {
  stub.answer({
    [`GET /api/v1/user-tests/${HASH}/`]: {
      body: testDetailFixture({
        hash: HASH,
        status: 'ready',
        activated_at: '2026-10-02T10:00:00Z',
        results_ready_at: '2026-11-20T10:00:00Z',
        eligible_for_care: false,
        eligible_for_any_care: false,
        care_purchased: false,
        latest_vaginitis_consult: null,
        expanded_pcr_panel: true,
        sti_consult: null,
        results: summary,
        pcr_findings: [
          { target: 'chlamydia', name: 'Chlamydia', detected: true },
          { target: 'gonorrhea', name: 'Gonorrhea', detected: false },
          { target: 'trichomonas', name: 'Trichomonas', detected: false },
          { target: 'mycoplasma_genitalium', name: 'Mycoplasma genitalium', detected: false },
        ],
        ...test,
      }),
    },
    [`GET /api/v1/user-tests/${HASH}/initial-results/`]: { body: { data: { ...summary, hash: HASH, results_ready_at: '2026-11-20T10:00:00Z', microbes: [] } } },
    [`GET /api/v1/user-tests/${HASH}/problems-summary/`]: { body: { data: { ...summary, hash: HASH, disruptive_microbes: [] } } },
  });
}

const renderResults = () =>
  renderScreen(<ResultsRoutes basePath="/" name="results" />, { path: `/results/${HASH}/`, sharedHistory: true });

const startButton = () => screen.findByRole('button', { name: 'Start STI treatment' });
const stiCard = async () => (await screen.findByRole('heading', { name: 'STI treatment' })).closest('section') ?? document.body;

test('a ready test whose expanded PCR panel detected an infection offers STI treatment', async () => {
  answerTest({});
  renderResults();
  expect(await startButton()).toBeEnabled();
  expect(within(await stiCard()).getByText(/Chlamydia was detected\. Start treatment now/)).toBeInTheDocument();
});

test('a ready test without the panel does not', async () => {
  answerTest({ expanded_pcr_panel: false });
  renderResults();
  expect(await screen.findByText('Nothing in your results needs attention.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'STI treatment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start STI treatment' })).not.toBeInTheDocument();
});

test('nor does a test with the panel whose results are not ready', async () => {
  answerTest({ status: 'received', results: null });
  renderResults();
  expect(await screen.findByRole('heading', { name: 'Your results are not ready yet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start STI treatment' })).not.toBeInTheDocument();
});

test('with an STI consult whose intake is not submitted, she continues it', async () => {
  answerTest({ sti_consult: { uid: 'sti-open', status: 'ST', is_pre_submit: true } });
  renderResults();
  expect(await screen.findByRole('link', { name: 'Continue STI intake' })).toHaveAttribute('href', '/treatments/sti/consults/sti-open/intake/');
  expect(screen.queryByRole('button', { name: 'Start STI treatment' })).not.toBeInTheDocument();
});

test('once submitted, the consultation is with a clinician and her answers can be read', async () => {
  answerTest({ sti_consult: { uid: 'sti-sent', status: 'SU', is_pre_submit: false } });
  renderResults();
  expect(await screen.findByText('A clinician is reviewing your STI consultation.', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your STI intake' })).toHaveAttribute('href', '/treatments/sti/consults/sti-sent/intake/');
  expect(screen.queryByRole('button', { name: 'Start STI treatment' })).not.toBeInTheDocument();
});

test('starting shows progress, asks for the sti consult of this test, then opens its STI intake', async () => {
  answerTest({});
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  stub.answer({
    [CONSULTS]: async () => {
      await answered;
      return { status: 201, body: consultFixture({ uid: 'sti-consult-1', type: 'sti', status: 'IN' }) };
    },
  });
  renderResults();
  await userEvent.click(await startButton());

  const button = screen.getByRole('button', { name: /Start STI treatment/ });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(within(button).getByRole('status')).toHaveTextContent('Starting your STI consultation…');
  release();

  await waitFor(() => expect(history.location.pathname).toBe('/treatments/sti/consults/sti-consult-1/intake/'));
  expect(stub.requestsTo(CONSULTS).map((r) => r.body)).toEqual([{ type: 'sti', test_hash: HASH }]);
});

test("a refusal shows 'Error: ' with the server's detail beside the button, which works again", async () => {
  answerTest({});
  stub.answer({ [CONSULTS]: { status: 409, body: { detail: 'The results of this test are not ready yet.' } } });
  renderResults();
  await userEvent.click(await startButton());

  const card = await stiCard();
  expect(await within(card).findByRole('alert')).toHaveTextContent('Error: The results of this test are not ready yet.');
  expect(history.location.pathname).toBe(`/results/${HASH}/`);

  // Trying again (the creation is idempotent) succeeds this time.
  stub.answer({ [CONSULTS]: { status: 200, body: consultFixture({ uid: 'sti-consult-2', type: 'sti', status: 'IN' }) } });
  await userEvent.click(await startButton());
  await waitFor(() => expect(history.location.pathname).toBe('/treatments/sti/consults/sti-consult-2/intake/'));
});

test("without a detail the alert names the error's message", async () => {
  answerTest({});
  stub.answer({ [CONSULTS]: { status: 502, body: '' } });
  renderResults();
  await userEvent.click(await startButton());
  expect(await within(await stiCard()).findByRole('alert')).toHaveTextContent('Error: Request failed with status code 502');
  expect(await startButton()).toBeEnabled();
});

test('with neither, the alert says to try again or contact support', async () => {
  answerTest({});
  jest.mocked(apiPost).mockRejectedValueOnce(new Error(''));
  renderResults();
  await userEvent.click(await startButton());
  expect(await within(await stiCard()).findByRole('alert')).toHaveTextContent(
    'Error: Unable to start STI treatment process. Please try again or contact support.',
  );
  expect(await startButton()).toBeEnabled();
});
