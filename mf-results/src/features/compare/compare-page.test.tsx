import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiResponse, history } from '@flora/shared';
import { type ApiUserTest, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1 }));
afterEach(signOut);

const LIST = 'GET /api/v1/user-tests/';
const initial = (hash: string) => `GET /api/v1/user-tests/${hash}/initial-results/` as const;
type ApiInitialResults = ApiResponse<'/api/v1/user-tests/{hash}/initial-results/'>['data'];

const listed = (hash: string, status: ApiUserTest['status'], results_ready_at: string | null) =>
  userTestFixture({ hash, status, results_ready_at, activated_at: '2026-05-01T10:00:00Z', created_at: '2026-05-01T10:00:00Z' });
const LATEST = listed('FLDEMO0001', 'ready', '2026-11-10T10:00:00Z');
const EARLIER = listed('FLDEMO0002', 'ready', '2026-09-25T10:00:00Z');
const FIRST = listed('FLDEMO0003', 'ready', '2026-06-02T10:00:00Z');
const WAITING = listed('FLKIT00001', 'received', null);

const results: Record<string, Omit<ApiInitialResults, 'hash' | 'results_ready_at'>> = {
  FLDEMO0001: {
    valencia_type: 'CST IV-B',
    infection_state: 'disrupted',
    conditions: ['BV'],
    protective_percent: 2,
    variable_percent: 14.2,
    disruptive_percent: 83.8,
    microbes: [
      { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 38.4 },
      { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 45.4 },
      { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 14.2 },
      { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 2 },
    ],
  },
  FLDEMO0002: {
    valencia_type: 'CST I-A',
    infection_state: 'optimal',
    conditions: [],
    protective_percent: 93.8,
    variable_percent: 4.8,
    disruptive_percent: 1.4,
    microbes: [
      { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 88.6 },
      { name: 'Lactobacillus jensenii', classification: 'protective', relative_abundance: 5.2 },
      { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 4.8 },
      { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 1.4 },
    ],
  },
  FLDEMO0003: {
    valencia_type: 'CST III-A',
    infection_state: 'intermediate',
    conditions: [],
    protective_percent: 10,
    variable_percent: 80,
    disruptive_percent: 10,
    microbes: [
      { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 80 },
      { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 10 },
      { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 10 },
    ],
  },
};

function answer(list: ApiUserTest[] = [LATEST, WAITING, FIRST, EARLIER]) {
  stub.answer({ [LIST]: { body: list } });
  for (const test of [LATEST, EARLIER, FIRST]) {
    stub.answer(initial(test.hash), { body: { data: { hash: test.hash, results_ready_at: test.results_ready_at, ...results[test.hash] } } });
  }
}

const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path, sharedHistory: true });
const side = (label: 'Before' | 'After') => screen.getByRole('region', { name: new RegExp(`^${label}`) });

test('without a choice it compares the latest two results, the older one before', async () => {
  answer();
  renderAt('/compare/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Compare results' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Before' })).toHaveValue('FLDEMO0002');
  expect(screen.getByRole('combobox', { name: 'After' })).toHaveValue('FLDEMO0001');
  expect(within(screen.getByRole('combobox', { name: 'After' })).getByRole('option', { name: 'Nov 10, 2026 · FLDEMO0001' })).toBeInTheDocument();
  // A test still at the lab is not offered.
  expect(screen.queryByRole('option', { name: /FLKIT00001/ })).not.toBeInTheDocument();

  expect(await screen.findByText('CST I-A')).toBeInTheDocument();
  expect(within(side('Before')).getByText('CST I-A')).toBeInTheDocument();
  expect(within(side('Before')).getByText(/Sep 25, 2026/)).toBeInTheDocument();
  expect(within(side('Before')).getByText(/optimal, stable microbiome/)).toBeInTheDocument();
  expect(within(side('After')).getByText('CST IV-B')).toBeInTheDocument();
  expect(within(side('After')).getByText(/linked to BV/)).toBeInTheDocument();
  expect(within(side('After')).getByText('Protective').closest('div')).toHaveTextContent('2%');
  expect(within(side('Before')).getByText('Protective').closest('div')).toHaveTextContent('93.8%');
  expect(within(side('After')).getByRole('link', { name: /Open these results/ })).toHaveAttribute('href', '/results/FLDEMO0001/');

  const changed = screen.getByRole('heading', { name: 'What changed' }).closest('section')!;
  expect(within(changed).getByText('Your community state type changed from CST I-A to CST IV-B.')).toBeInTheDocument();
  expect(within(changed).getByText('Protective bacteria fell from 93.8% to 2%.')).toBeInTheDocument();
  expect(within(changed).getByText('Disruptive bacteria rose from 1.4% to 83.8%.')).toBeInTheDocument();
});

test('a result whose microbes were not reported shows no shares and no made-up changes', async () => {
  answer();
  const unreported = { ...results.FLDEMO0002, protective_percent: 0, variable_percent: 0, disruptive_percent: 0, microbes: [] };
  stub.answer(initial('FLDEMO0002'), { body: { data: { hash: 'FLDEMO0002', results_ready_at: EARLIER.results_ready_at, ...unreported } } });
  renderAt('/compare/');

  expect(await within(await screen.findByRole('region', { name: /^Before/ })).findByText(/did not report the microbes/)).toBeInTheDocument();
  expect(within(side('Before')).queryByText('0%')).not.toBeInTheDocument();
  expect(screen.queryByTestId('shares-Before')).not.toBeInTheDocument();
  const changed = screen.getByRole('heading', { name: 'What changed' }).closest('section')!;
  expect(within(changed).getByText('Your community state type changed from CST I-A to CST IV-B.')).toBeInTheDocument();
  expect(within(changed).queryByText(/from 0%/)).not.toBeInTheDocument();
  expect(screen.getByText(/cannot be compared microbe by microbe/)).toBeInTheDocument();
});

test('each microbe changes in words, the biggest change first, and the table holds the chart\'s numbers', async () => {
  answer();
  renderAt('/compare/');

  const list = await screen.findByRole('list', { name: 'How each microbe changed' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Lactobacillus crispatus fell from 88.6% to 2%.',
    'Fannyhessea vaginae appeared (45.4%).',
    'Gardnerella vaginalis rose from 1.4% to 38.4%.',
    'Lactobacillus iners rose from 4.8% to 14.2%.',
    'Lactobacillus jensenii no longer detected (was 5.2%).',
  ]);

  const chart = screen.getByTestId('changes-chart');
  expect(within(chart).getByText('Lactobacillus crispatus').closest('li')).toHaveTextContent(/−86\.6%.*88\.6%.*2%/);

  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  expect(screen.queryByTestId('changes-chart')).not.toBeInTheDocument();
  const table = screen.getByRole('table', { name: /Each microbe before and after/ });
  expect(table).toBeVisible();
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent)),
  ).toEqual([
    [],
    ['88.6%', '2%', '−86.6%'],
    ['Not detected', '45.4%', '+45.4%'],
    ['1.4%', '38.4%', '+37%'],
    ['4.8%', '14.2%', '+9.4%'],
    ['5.2%', 'Not detected', '−5.2%'],
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
  expect(screen.getByTestId('changes-chart')).toBeInTheDocument();
});

test('switching a select puts the choice in the URL and compares the new pair', async () => {
  answer();
  renderAt('/compare/');

  await screen.findByText('CST I-A');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Before' }), 'FLDEMO0003');

  expect(history.location.pathname).toBe('/compare/');
  expect(new URLSearchParams(history.location.search).get('before')).toBe('FLDEMO0003');
  expect(new URLSearchParams(history.location.search).get('after')).toBe('FLDEMO0001');
  expect(await screen.findByText('CST III-A')).toBeInTheDocument();
  expect(within(side('Before')).getByText('CST III-A')).toBeInTheDocument();
  expect(screen.getByText('Your community state type changed from CST III-A to CST IV-B.')).toBeInTheDocument();
  expect(screen.getByText('Lactobacillus iners fell from 80% to 14.2%.')).toBeInTheDocument();
  // Said to a screen reader too.
  expect(screen.getByText('Comparing CST III-A on Jun 2, 2026 with CST IV-B on Nov 10, 2026.')).toBeInTheDocument();
});

test('choosing the result the other side shows swaps the two', async () => {
  answer();
  renderAt('/compare/');

  await screen.findByText('CST I-A');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Before' }), 'FLDEMO0001');

  expect(new URLSearchParams(history.location.search).get('before')).toBe('FLDEMO0001');
  expect(new URLSearchParams(history.location.search).get('after')).toBe('FLDEMO0002');
  expect(screen.getByRole('combobox', { name: 'After' })).toHaveValue('FLDEMO0002');
  expect(await screen.findByText('Your community state type changed from CST IV-B to CST I-A.')).toBeInTheDocument();
  expect(screen.getByText('Gardnerella vaginalis fell from 38.4% to 1.4%.')).toBeInTheDocument();
});

test('a pair in the URL is the pair shown (a reload keeps the choice)', async () => {
  answer();
  renderAt('/compare/?before=FLDEMO0003&after=FLDEMO0002');

  expect(await within(await screen.findByRole('region', { name: /^Before/ })).findByText('CST III-A')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Before' })).toHaveValue('FLDEMO0003');
  expect(screen.getByRole('combobox', { name: 'After' })).toHaveValue('FLDEMO0002');
  expect(within(side('After')).getByText('CST I-A')).toBeInTheDocument();
});

test('the same result on both sides asks for two different ones', async () => {
  answer();
  renderAt('/compare/?before=FLDEMO0001&after=FLDEMO0001');

  expect(await screen.findByText(/Choose two different results to see what changed/)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'What changed' })).not.toBeInTheDocument();
});

test('someone else\'s test (or one not ready) in the URL is not found', async () => {
  answer();
  renderAt('/compare/?before=FLOTHER01&after=FLDEMO0001');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo(initial('FLOTHER01'))).toHaveLength(0);
});

test('a path below /compare/ is not found', async () => {
  answer();
  renderAt('/compare/FLDEMO0001/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('with one ready result: a link to it and to ordering a retest', async () => {
  answer([WAITING, EARLIER]);
  renderAt('/compare/');

  expect(await screen.findByRole('heading', { name: 'One result so far' })).toBeInTheDocument();
  expect(screen.getByText(/Your results from Sep 25, 2026 are ready/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your results' })).toHaveAttribute('href', '/results/FLDEMO0002/');
  expect(screen.getByRole('link', { name: 'Order a retest' })).toHaveAttribute('href', '/care/shop/test/vaginal-microbiome-test/');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

test('with no ready result: a link to My Tests', async () => {
  answer([WAITING]);
  renderAt('/compare/');

  expect(await screen.findByRole('heading', { name: 'No results to compare yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
});

test('a result that fails to load says so and tries again', async () => {
  answer();
  let failures = 1;
  stub.answer(initial('FLDEMO0001'), () =>
    failures-- > 0
      ? { status: 500, body: { detail: 'The results service is down.' } }
      : { body: { data: { hash: 'FLDEMO0001', results_ready_at: LATEST.results_ready_at, ...results.FLDEMO0001 } } },
  );
  renderAt('/compare/');

  expect(await screen.findByText('The results service is down.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await within(await screen.findByRole('region', { name: /^After/ })).findByText('CST IV-B')).toBeInTheDocument();
});
