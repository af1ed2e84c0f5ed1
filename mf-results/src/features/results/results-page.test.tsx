import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDisplayDate, treatmentEligibilityDeadline } from '@flora/shared/domain';
import type { ApiResponse } from '@flora/shared';
import { type ApiTestDetail, type ApiUserTest, testDetailFixture, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub, type StubBody } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1 }));
afterEach(signOut);

const DETAIL = 'GET /api/v1/user-tests/FLDEMO0001/';
const INITIAL = 'GET /api/v1/user-tests/FLDEMO0001/initial-results/';
const PROBLEMS = 'GET /api/v1/user-tests/FLDEMO0001/problems-summary/';

type ApiResults = NonNullable<ApiTestDetail['results']>;
type ApiMicrobe = ApiResponse<'/api/v1/user-tests/{hash}/initial-results/'>['data']['microbes'][number];

const base = testDetailFixture({
  hash: 'FLDEMO0001',
  status: 'ready',
  activated_at: '2026-10-02T10:00:00Z',
  results_ready_at: '2026-10-20T10:00:00Z',
  eligible_for_care: true,
  eligible_for_any_care: true,
  care_purchased: false,
  latest_vaginitis_consult: null,
});
const microbes: ApiMicrobe[] = [
  { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 61.25 },
  { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 18.75 },
  { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 7.5 },
  { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 12.5 },
];
const results: ApiResults = {
  valencia_type: 'CST IV-B',
  infection_state: 'disrupted',
  conditions: ['Yeast', 'BV'],
  protective_percent: 12.5,
  disruptive_percent: 80,
  variable_percent: 7.5,
};

function answerReady(test: Partial<ApiTestDetail> = {}, summary: ApiResults = results, found = microbes) {
  stub.answer({
    [DETAIL]: { body: { ...base, ...test, results: summary } },
    [INITIAL]: { body: { data: { ...summary, hash: 'FLDEMO0001', results_ready_at: base.results_ready_at, microbes: found } } },
    [PROBLEMS]: {
      body: { data: { ...summary, hash: 'FLDEMO0001', disruptive_microbes: found.filter((m) => m.classification === 'disruptive') } },
    },
  });
}

const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });

test('a ready test shows its community state type in plain words and the infection state as the sorted conditions', async () => {
  answerReady();
  renderAt('/results/FLDEMO0001/');

  expect(await screen.findByRole('heading', { level: 1, name: 'My Results' })).toBeInTheDocument();
  expect(screen.getByText('CST IV-B')).toBeInTheDocument();
  expect(screen.getByText(/Gardnerella vaginalis and Fannyhessea vaginae lead/)).toBeInTheDocument();
  expect(screen.getByText('BV + Yeast')).toBeInTheDocument();
  expect(screen.getByText('80%')).toBeInTheDocument();
});

test('the chart and its table show the same numbers, grouped by classification', async () => {
  answerReady();
  renderAt('/results/FLDEMO0001/');

  const table = await screen.findByRole('table', { name: /Microbes the lab found/ });
  const chart = screen.getByTestId('abundance-chart');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'Protective (total)12.5%',
    'Lactobacillus crispatus12.5%',
    'Variable (total)7.5%',
    'Lactobacillus iners7.5%',
    'Disruptive (total)80%',
    'Gardnerella vaginalis61.3%',
    'Fannyhessea vaginae18.8%',
  ]);
  for (const [name, value] of [
    ['Gardnerella vaginalis', '61.3%'],
    ['Fannyhessea vaginae', '18.8%'],
    ['Lactobacillus iners', '7.5%'],
    ['Lactobacillus crispatus', '12.5%'],
  ]) {
    expect(within(within(chart).getByText(name).closest('li')!).getByText(value)).toBeInTheDocument();
  }
  expect(within(chart).getByRole('heading', { name: 'Disruptive', hidden: true }).parentElement).toHaveTextContent('80%');
});

test('"Show as table" swaps the chart for the visible table and back', async () => {
  answerReady();
  renderAt('/results/FLDEMO0001/');

  await userEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
  expect(screen.queryByTestId('abundance-chart')).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: /Microbes the lab found/ })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
  expect(screen.getByTestId('abundance-chart')).toBeInTheDocument();
});

test('the problems summary names the conditions and the disruptive microbes', async () => {
  answerReady();
  renderAt('/results/FLDEMO0001/');

  const card = (await screen.findByRole('heading', { name: 'What needs attention' })).closest('section')!;
  expect(await within(card).findByText(/Your results show BV \+ Yeast\./)).toBeInTheDocument();
  expect(within(card).getByText(/Disruptive bacteria make up 80% of your sample/)).toBeInTheDocument();
  expect(within(card).getByText('Gardnerella vaginalis')).toBeInTheDocument();
  expect(within(card).queryByText('Lactobacillus crispatus')).not.toBeInTheDocument();
});

test('an eligible test inside its 21-day window links into care and says the date the window closes', async () => {
  const readyAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
  answerReady({ results_ready_at: readyAt });
  renderAt('/results/FLDEMO0001/');

  const card = (await screen.findByRole('heading', { name: 'Get treatment' })).closest('section')!;
  const closes = formatDisplayDate(treatmentEligibilityDeadline(readyAt));
  expect(closes).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(within(card).getByText(closes)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/care/');
});

test('after 21 days the window reads as closed on its date (MMM d, yyyy)', async () => {
  answerReady({ results_ready_at: '2026-10-20T10:00:00Z' });
  renderAt('/results/FLDEMO0001/');

  const card = (await screen.findByRole('heading', { name: 'Treatment window closed' })).closest('section')!;
  expect(card).toHaveTextContent('The window for these results closed on Nov 10, 2026.');
  expect(within(card).queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
});

test('a test with a completed consult leads to the treatment program', async () => {
  answerReady({ care_purchased: true, latest_vaginitis_consult: { uid: 'c-1', consult_completed: true } });
  renderAt('/results/FLDEMO0001/');

  expect(await screen.findByRole('link', { name: 'View treatment program' })).toHaveAttribute('href', '/treatments/treatment/');
});

test('optimal results (CST I-A) read as optimal, with nothing that needs treatment', async () => {
  const optimal: ApiResults = {
    valencia_type: 'CST I-A',
    infection_state: 'optimal',
    conditions: [],
    protective_percent: 93.8,
    disruptive_percent: 1.4,
    variable_percent: 3.1,
  };
  answerReady({ eligible_for_care: false, eligible_for_any_care: false }, optimal, [
    { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 88.6 },
    { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 1.4 },
  ]);
  renderAt('/results/FLDEMO0001/');

  expect(await screen.findByText('Optimal')).toBeInTheDocument();
  expect(screen.getByText(/most protective bacteria/)).toBeInTheDocument();
  expect(await screen.findByText(/Your results do not show anything that needs treatment/)).toBeInTheDocument();
  expect(await screen.findByText(/Your microbiome is mostly healthy/)).toBeInTheDocument();
});

test('the problems_module experiment puts "What needs attention" before the microbes', async () => {
  signIn({ id: 1, experiments: { problems_module: true } });
  answerReady();
  renderAt('/results/FLDEMO0001/');

  const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
  expect(headings.indexOf('What needs attention')).toBeLessThan(headings.indexOf('The microbes we found'));
});

test('a result whose lab reported no microbes shows no shares: no "0%", no "Disruptive bacteria make up 0%", and says why', async () => {
  answerReady({}, { ...results, protective_percent: 0, disruptive_percent: 0, variable_percent: 0 }, []);
  renderAt('/results/FLDEMO0001/');

  expect(await screen.findByText('BV + Yeast')).toBeInTheDocument();
  const summary = within(screen.getByRole('heading', { name: 'Your microbiome' }).closest('section')!);
  expect(summary.queryByText('0%')).not.toBeInTheDocument();
  expect(summary.getByText(/did not report the microbes of this sample/)).toBeInTheDocument();
  const problems = within(screen.getByRole('heading', { name: 'What needs attention' }).closest('section')!);
  expect(await problems.findByText(/Your results show BV \+ Yeast\./)).toBeInTheDocument();
  expect(problems.queryByText(/Disruptive bacteria make up/)).not.toBeInTheDocument();
  const microbesCard = within(screen.getByRole('heading', { name: 'The microbes we found' }).closest('section')!);
  expect(await microbesCard.findByText(/did not report the microbes of this sample/)).toBeInTheDocument();
  expect(screen.queryByTestId('abundance-chart')).not.toBeInTheDocument();
});

test('a failed load shows the error with "Try again", which loads the results', async () => {
  stub.answer({ [DETAIL]: { status: 500, body: { detail: 'Something went wrong.' } } });
  renderAt('/results/FLDEMO0001/');

  const retry = await screen.findByRole('button', { name: 'Try again' });
  answerReady();
  await userEvent.click(retry);
  expect(await screen.findByText('CST IV-B')).toBeInTheDocument();
});

describe('the way into Compare', () => {
  const listed = (hash: string, status: ApiUserTest['status'], results_ready_at: string | null) =>
    userTestFixture({ hash, status, results_ready_at, activated_at: base.activated_at, eligible_for_care: true, eligible_for_any_care: true });

  test('with two or more ready results, My Results links to Compare', async () => {
    answerReady();
    stub.answer({
      'GET /api/v1/user-tests/': {
        body: [listed('FLDEMO0001', 'ready', base.results_ready_at), listed('FLDEMO0002', 'ready', '2026-09-01T10:00:00Z')],
      },
    });
    renderAt('/results/FLDEMO0001/');
    expect(await screen.findByRole('link', { name: 'Compare your results' })).toHaveAttribute('href', '/compare/');
    expect(screen.getByText(/You have 2 results\./)).toBeInTheDocument();
  });

  test('with one ready result (the other still at the lab), there is nothing to compare', async () => {
    answerReady();
    stub.answer({
      'GET /api/v1/user-tests/': { body: [listed('FLKIT00001', 'received', null), listed('FLDEMO0001', 'ready', base.results_ready_at)] },
    });
    renderAt('/results/FLDEMO0001/');
    await screen.findByRole('heading', { name: 'The microbes we found' });
    await waitFor(() => expect(stub.requestsTo('GET /api/v1/user-tests/')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Compare your results' })).not.toBeInTheDocument();
  });
});

test('a test still at the lab says its results are not ready yet and asks for no results', async () => {
  stub.answer({ [DETAIL]: { body: { ...base, status: 'received', results_ready_at: null, results: null } } });
  renderAt('/results/FLDEMO0001/');
  expect(await screen.findByRole('heading', { name: 'Your results are not ready yet' })).toBeInTheDocument();
  expect(screen.getByText(/Your sample is at the lab/)).toBeInTheDocument();
  expect(stub.requestsTo(INITIAL)).toHaveLength(0);
  expect(stub.requestsTo(PROBLEMS)).toHaveLength(0);
});

test("another person's test (404) shows the not-found page, not a blank one", async () => {
  stub.answer({ 'GET /api/v1/user-tests/FLSOMEONE1/': { status: 404, body: { detail: 'Not found.' } } });
  renderAt('/results/FLSOMEONE1/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a path of this remote with no page shows the not-found page', async () => {
  renderAt('/tests/anything/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(/There is no page at \/tests\/anything\//)).toBeInTheDocument();
});

test("another remote's path renders nothing (the shell is swapping remotes)", () => {
  const { container } = renderAt('/care/');
  expect(container).toBeEmptyDOMElement();
});

describe('Download PDF', () => {
  const PDF = 'GET /api/v1/user-tests/FLDEMO0001/results.pdf';
  // jsdom has no object URLs; the browser's are replaced only to see what is handed over.
  const created: Blob[] = [];
  beforeAll(() => {
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:results';
    };
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    created.length = 0;
  });

  test('saves the results sheet through the API client as flora-results-<hash>.pdf', async () => {
    answerReady();
    stub.answer({ [PDF]: { body: '%PDF-1.4 results' } });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderAt('/results/FLDEMO0001/');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(stub.requestsTo(PDF)).toHaveLength(1);
    expect(saved).toEqual(['flora-results-FLDEMO0001.pdf blob:results']);
    expect(created).toHaveLength(1);
    click.mockRestore();
  });

  test("a failed download shows the API's message and the page stays", async () => {
    answerReady();
    stub.answer({ [PDF]: { status: 409, body: { detail: 'The results of this test are not ready yet.' } } });
    renderAt('/results/FLDEMO0001/');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The results of this test are not ready yet.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Results' })).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});

describe('Download FHIR record', () => {
  const FHIR = 'GET /api/v1/user-tests/FLDEMO0001/fhir/';
  const bundle: StubBody<typeof FHIR> = { resourceType: 'Bundle', type: 'collection', timestamp: '2026-10-20T10:00:00Z', entry: [] };
  const created: Blob[] = [];
  beforeAll(() => {
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:fhir';
    };
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    created.length = 0;
  });

  test('sits beside Download PDF and says what the file is for', async () => {
    answerReady();
    renderAt('/results/FLDEMO0001/');
    const button = await screen.findByRole('button', { name: 'Download FHIR record' });
    expect(button).toHaveAccessibleDescription('A standard health-record file you can give to your clinician or health app.');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  test('saves the bundle with the session as flora-result-<hash>.fhir.json, from the keyboard, showing progress', async () => {
    answerReady();
    // The answer waits until the test has seen the progress.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stub.answer({ [FHIR]: () => held.then(() => ({ body: bundle })) });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderAt('/results/FLDEMO0001/');
    const button = await screen.findByRole('button', { name: 'Download FHIR record' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Preparing your FHIR record…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download FHIR record/ })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download FHIR record' })).toBeEnabled());
    expect(stub.requestsTo(FHIR)).toHaveLength(1);
    expect(stub.requestsTo(FHIR)[0].authorization).toMatch(/^Bearer /);
    expect(saved).toEqual(['flora-result-FLDEMO0001.fhir.json blob:fhir']);
    // jsdom's Blob has no text(): read it as the browser would hand it to the file.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]);
    });
    expect(JSON.parse(text)).toEqual(bundle);
    click.mockRestore();
  });

  test("a failed export shows the API's message and the page stays", async () => {
    answerReady();
    stub.answer({ [FHIR]: { status: 404, body: { detail: 'No test with this hash.' } } });
    renderAt('/results/FLDEMO0001/');
    await userEvent.click(await screen.findByRole('button', { name: 'Download FHIR record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No test with this hash.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Results' })).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});
