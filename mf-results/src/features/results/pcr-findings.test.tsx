// The STI panel's findings on My Results (issue 26, seam 9b), beside the STI treatment card whose copy
// follows them: something detected -> the findings in words and "Start STI treatment" as the primary
// action; nothing detected -> said plainly, no treatment needed, "Talk to a clinician" for symptoms;
// reported not yet -> pending, nothing to start; no panel -> neither card, and why no STI treatment
// is offered (issue 27).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1 }));
afterEach(signOut);

const HASH = 'FLPCR00001';
const CONSULTS = 'POST /api/v1/consults/';
const summary = {
  valencia_type: 'CST I-A',
  infection_state: 'optimal',
  conditions: [],
  protective_percent: 90,
  disruptive_percent: 2,
  variable_percent: 8,
};
const findings = (detected: string[]) =>
  [
    ['chlamydia', 'Chlamydia'],
    ['gonorrhea', 'Gonorrhea'],
    ['trichomonas', 'Trichomonas'],
    ['mycoplasma_genitalium', 'Mycoplasma genitalium'],
  ].map(([target, name]) => ({ target, name, detected: detected.includes(target) }));

function answerTest(test: Record<string, unknown>) {
  stub.answer({
    [`GET /api/v1/user-tests/${HASH}/`]: {
      body: {
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
        pcr_findings: findings([]),
        ...test,
      },
    },
    [`GET /api/v1/user-tests/${HASH}/initial-results/`]: { body: { data: { ...summary, hash: HASH, microbes: [] } } },
    [`GET /api/v1/user-tests/${HASH}/problems-summary/`]: { body: { data: { ...summary, hash: HASH, disruptive_microbes: [] } } },
  });
}

const renderResults = () =>
  renderScreen(<ResultsRoutes basePath="/" name="results" />, { path: `/results/${HASH}/`, sharedHistory: true });

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;
/** Each finding as "<name>: <Detected | Not detected>". */
const findingLines = async () =>
  within(await card('STI panel'))
    .getAllByRole('listitem')
    .map((item) => {
      const [name, status] = Array.from(item.children).map((c) => c.textContent);
      return `${name}: ${status}`;
    });

test('something detected: the findings in words, and STI treatment offered first', async () => {
  answerTest({ pcr_findings: findings(['chlamydia', 'trichomonas']) });
  renderResults();
  const panel = await card('STI panel');
  expect(within(panel).getByText(/Your STI panel detected Chlamydia and Trichomonas\. This is common and treatable/)).toBeInTheDocument();
  expect(within(panel).getByRole('list', { name: 'STI panel findings' })).toBeInTheDocument();
  expect(await findingLines()).toEqual([
    'Chlamydia: Detected',
    'Gonorrhea: Not detected',
    'Trichomonas: Detected',
    'Mycoplasma genitalium: Not detected',
  ]);
  const treatment = await card('STI treatment');
  expect(within(treatment).getByText(/Chlamydia and Trichomonas were detected\. Start treatment now/)).toBeInTheDocument();
  expect(within(treatment).getByRole('button', { name: 'Start STI treatment' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Talk to a clinician' })).not.toBeInTheDocument();
});

test('nothing detected: said plainly; no treatment needed, a clinician for symptoms', async () => {
  answerTest({});
  renderResults();
  const panel = await card('STI panel');
  expect(within(panel).getByText('Nothing was detected on your STI panel.')).toBeInTheDocument();
  expect((await findingLines()).every((line) => line.endsWith(': Not detected'))).toBe(true);
  const treatment = await card('STI treatment');
  expect(within(treatment).getByText(/you do not need STI treatment for these results\. If you have symptoms/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start STI treatment' })).not.toBeInTheDocument();

  // Talking to a clinician opens the same sti consult of this test.
  stub.answer({ [CONSULTS]: { status: 201, body: { uid: 'sti-talk-1', type: 'sti', status: 'IN' } } });
  await userEvent.click(within(treatment).getByRole('button', { name: 'Talk to a clinician' }));
  await waitFor(() => expect(history.location.pathname).toBe('/treatments/sti/consults/sti-talk-1/intake/'));
  expect(stub.requestsTo(CONSULTS).map((r) => r.body)).toEqual([{ type: 'sti', test_hash: HASH }]);
});

test('not reported yet: the findings are pending and there is nothing to start', async () => {
  answerTest({ pcr_findings: null });
  renderResults();
  const panel = await card('STI panel');
  expect(within(panel).getByText(/Your STI panel findings are pending: the lab has not reported them yet/)).toBeInTheDocument();
  expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'STI treatment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Start STI treatment|Talk to a clinician/ })).not.toBeInTheDocument();
});

test('a consult already started is continued, whatever the findings', async () => {
  answerTest({ pcr_findings: null, sti_consult: { uid: 'sti-open', status: 'ST', is_pre_submit: true } });
  renderResults();
  expect(await screen.findByRole('link', { name: 'Continue STI intake' })).toHaveAttribute('href', '/treatments/sti/consults/sti-open/intake/');
});

test('results not ready: the STI panel findings come with them', async () => {
  answerTest({ status: 'received', results: null, pcr_findings: null });
  renderResults();
  const waiting = await card('Your results are not ready yet');
  expect(within(waiting).getByText(/Your STI panel findings will come with them\./)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'STI panel' })).not.toBeInTheDocument();
});

test('without the panel: neither card, and what would offer STI treatment', async () => {
  answerTest({ expanded_pcr_panel: false, pcr_findings: null });
  renderResults();
  expect(await screen.findByRole('heading', { name: 'Your microbiome' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'STI panel' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'STI treatment' })).not.toBeInTheDocument();
  const why = within(screen.getByRole('heading', { name: 'STI testing' }).closest('section')!);
  expect(why.getByText(/did not include the STI panel/)).toBeInTheDocument();
  expect(why.getByText(/offered when a test with the STI \+ expanded PCR panel detects an infection/)).toBeInTheDocument();
  expect(why.getByRole('link', { name: 'Order a test with the STI panel' })).toHaveAttribute('href', '/care/shop/test/vaginal-microbiome-test/');
});
