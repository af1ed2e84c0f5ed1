import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiUserTest, consultFixture, testDetailFixture, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { pageQueryClient } from '@flora/tools/jest/page-query-client';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { FRESH_FOR_MS, startLandingReads } from '@flora/shared/data';
import { MyTestsPage } from './my-tests-page';

const TESTS = 'GET /api/v1/user-tests/';
const ACTIVATE = 'POST /api/v1/user-tests/';
const stub = setupApiStub();

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<MyTestsPage />, { path: '/tests/' });

const testItem = (id: string) => {
  const list = screen.getByRole('list', { name: 'Your tests' });
  return within(list).getAllByRole('listitem').find((li) => within(li).queryByText(id, { selector: 'dd' })) ?? null;
};

/** The value beside a label in a test's facts (Test ID, Order #, Order Date, Test Date, Status). */
const fact = (item: HTMLElement, label: string) => within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const listed = (hash: string, status: ApiUserTest['status'], extra: Partial<ApiUserTest> = {}) =>
  userTestFixture({ hash, status, test_order: null, ordered_at: null, activated_at: null, ...extra });

describe('the list of tests', () => {
  test('each test shows its ID, order number, order date, test date and status, and ready ones link to their results', async () => {
    stub.answer({
      [TESTS]: {
        body: [
          listed('RDY1', 'ready', { test_order: 'FL-20000001', ordered_at: '2026-02-20T09:00:00Z', activated_at: '2026-03-05T12:00:00Z' }),
          listed('LAB2', 'received', { test_order: 'FL-20000002', activated_at: '2026-02-14T12:00:00Z' }),
          listed('NEW3', 'activated'),
        ],
      },
    });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Your tests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const ready = within(testItem('RDY1')!);
    expect(fact(testItem('RDY1')!, 'Order #')).toBe('FL-20000001');
    expect(fact(testItem('RDY1')!, 'Order Date')).toBe('Feb 20, 2026');
    expect(fact(testItem('RDY1')!, 'Test Date')).toBe('Mar 5, 2026');
    expect(ready.getByText('Results ready')).toBeInTheDocument();
    const view = ready.getByRole('link', { name: 'View results for test RDY1' });
    expect(view).toHaveAttribute('href', '/results/RDY1/');
    // SPEC §2.10's "View" is what shows; the rest is for screen readers.
    expect(view.firstChild?.textContent).toBe('View');

    const atLab = within(testItem('LAB2')!);
    expect(atLab.getByText('Feb 14, 2026')).toBeInTheDocument();
    expect(atLab.getByText('At the lab — results in progress')).toBeInTheDocument();
    expect(atLab.queryByRole('link', { name: /View results/ })).not.toBeInTheDocument();

    // A kit no order bought (a provider's, a gift) has no order number or date.
    expect(fact(testItem('NEW3')!, 'Order #')).toBe('—');
    expect(fact(testItem('NEW3')!, 'Order Date')).toBe('—');
    const activated = within(testItem('NEW3')!);
    expect(activated.getByText('Activated — waiting for your sample')).toBeInTheDocument();
    expect(activated.queryByRole('link', { name: /View results/ })).not.toBeInTheDocument();

    expect(stub.requestsTo(TESTS)[0].authorization).toMatch(/^Bearer h\./);
  });

  test('a new customer sees how to get a kit, and can activate one', async () => {
    stub.answer({ [TESTS]: { body: [] } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No tests yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a test kit' })).toHaveAttribute('href', '/care/shop/test/vaginal-microbiome-test/');
    expect(screen.getByRole('textbox', { name: 'Test ID' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your tests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Next steps/ })).not.toBeInTheDocument();
  });

  test("shows the API's error and fetches again on Try again", async () => {
    stub.answer({ [TESTS]: { status: 500, body: { detail: 'Tests are unavailable right now.' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tests are unavailable right now.');

    stub.answer({ [TESTS]: { body: [listed('RDY1', 'ready', { activated_at: '2026-03-05T12:00:00Z' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'View results for test RDY1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stub.requestsTo(TESTS)).toHaveLength(2);
  });
});

describe('activating a kit', () => {
  async function typeAndActivate(id: string) {
    const field = await screen.findByRole('textbox', { name: 'Test ID' });
    await userEvent.clear(field);
    await userEvent.type(field, id);
    await userEvent.click(screen.getByRole('button', { name: 'Activate kit' }));
    return field;
  }

  test('success shows the new test and the next step: consent and the health history', async () => {
    let activated = false;
    stub.answer({
      [TESTS]: () => ({ body: activated ? [listed('FLKIT00001', 'activated', { test_order: 'FL-20000001', activated_at: '2026-11-24T12:00:00Z' })] : [] }),
      [ACTIVATE]: () => {
        activated = true;
        return { status: 201, body: testDetailFixture({ hash: 'FLKIT00001', activated_at: null, consented_at: null }) };
      },
      'GET /api/v1/user-tests/FLKIT00001/': { body: testDetailFixture({ hash: 'FLKIT00001', activated_at: null, consented_at: null }) },
    });
    renderPage();

    await typeAndActivate('flkit00001');

    expect(await screen.findByText('Test FLKIT00001 is activated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to consent and health history' })).toHaveAttribute(
      'href',
      '/tests/FLKIT00001/health-history/',
    );
    expect(stub.requestsTo(ACTIVATE)[0].body).toEqual({ hash: 'flkit00001' });
    // The list is read again and shows the new test.
    expect(await screen.findByRole('list', { name: 'Your tests' })).toBeInTheDocument();
    expect(within(testItem('FLKIT00001')!).getByText('FL-20000001')).toBeInTheDocument();
    // The message stays once the list replaces the empty state, and the checklist shows consent next.
    expect(screen.getByText('Test FLKIT00001 is activated')).toBeInTheDocument();
    expect(await screen.findByText('Current step: Give your consent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Test ID' })).toHaveValue('');
  });

  test.each<[string, 404 | 409 | 429, string]>([
    ['an unknown ID', 404, 'No test kit with this code. Check the code printed on your kit.'],
    ["someone else's kit", 409, 'This test kit is already activated by another account. Contact support if it is yours.'],
    ['too many unknown IDs', 429, 'Too many unknown kit codes. Please try again in 42 minutes.'],
  ])("%s gets the API's message beside the field, the typed ID kept", async (_case, status, detail) => {
    stub.answer({ [TESTS]: { body: [] }, [ACTIVATE]: { status, body: { detail } } });
    renderPage();

    const field = await typeAndActivate('FLKIT09999');

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(field).toHaveValue('FLKIT09999');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(detail));
    expect(screen.queryByText(/is activated/)).not.toBeInTheDocument();
  });

  test("what is typed before the form's rules have loaded is kept, and a submit asked for meanwhile is sent", async () => {
    stub.answer({ [TESTS]: { body: [] }, [ACTIVATE]: { status: 404, body: { detail: 'No test kit with this code.' } } });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Test ID' });

    // The browser's own field and submit: no focus, so the form's rules start loading only at the submit.
    fireEvent.change(field, { target: { value: 'FLKIT04040' } });
    fireEvent.submit(field.closest('form')!);

    expect(await screen.findByText('No test kit with this code.')).toBeInTheDocument();
    expect(stub.requestsTo(ACTIVATE)[0].body).toEqual({ hash: 'FLKIT04040' });
    expect(screen.getByRole('textbox', { name: 'Test ID' })).toBe(field);
    expect(field).toHaveValue('FLKIT04040');
  });

  const MALFORMED = 'A test ID is 6 to 32 letters and numbers, as printed on your kit (for example FLKIT00001).';

  test('a malformed ID is refused beside the field before anything is sent', async () => {
    stub.answer({ [TESTS]: { body: [] } });
    renderPage();

    const field = await typeAndActivate('FL-01');

    expect(await screen.findByText(MALFORMED)).toBeInTheDocument();
    expect(field).toHaveValue('FL-01');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(stub.requestsTo(ACTIVATE)).toHaveLength(0);
  });

  test("the API's 400 for a malformed ID reads the same beside the field", async () => {
    stub.answer({ [TESTS]: { body: [] }, [ACTIVATE]: { status: 400, body: { detail: 'body/hash must match pattern "^[A-Za-z0-9]{6,32}$"' } } });
    renderPage();

    const field = await typeAndActivate('FLKIT00001');

    expect(await screen.findByText(MALFORMED)).toBeInTheDocument();
    expect(field).toHaveValue('FLKIT00001');
  });
});

describe('the checklist of the current test', () => {
  const stepStates = () =>
    within(screen.getByRole('list', { name: /Next steps for test/ }))
      .getAllByRole('listitem')
      .map((li) => [li.querySelector('p')?.textContent, li.getAttribute('aria-current')]);

  test('steps before the current one are done; the current one is announced and links where it is done', async () => {
    const test = testDetailFixture({ hash: 'CUR1', activated_at: '2026-11-20T12:00:00Z', consented_at: '2026-11-20T12:05:00Z' });
    stub.answer({
      [TESTS]: { body: [test, listed('OLD1', 'ready')] },
      'GET /api/v1/user-tests/CUR1/': { body: test },
    });
    renderPage();

    expect(await screen.findByText('Current step: Complete your health history.')).toBeInTheDocument();
    expect(stepStates()).toEqual([
      ['Activate your kit: Done', null],
      ['Give your consent: Done', null],
      ['Complete your health history: Current step', 'step'],
      ['Take your sample: Upcoming', null],
      ['Mail it to the lab: Upcoming', null],
      ['Lab received: Upcoming', null],
      ['Results ready: Upcoming', null],
    ]);
    expect(screen.getByRole('link', { name: 'Complete the health history' })).toHaveAttribute('href', '/tests/CUR1/health-history/');
    expect(screen.queryByRole('link', { name: 'See the sample criteria' })).not.toBeInTheDocument();
    // Consent is done: nothing asks her to give it again.
    expect(screen.queryByRole('link', { name: 'Give consent' })).not.toBeInTheDocument();
  });

  test('at the lab every step up to "lab received" is done and results are next', async () => {
    stub.answer({ [TESTS]: { body: [listed('LAB2', 'received')] } });
    renderPage();

    expect(await screen.findByText('Current step: Results ready.')).toBeInTheDocument();
    expect(stepStates().map(([, current]) => current)).toEqual([null, null, null, null, null, null, 'step']);
    expect(stepStates()[5]).toEqual(['Lab received: Done', null]);
  });

  test('a ready test has every step done and links to its results', async () => {
    stub.answer({ [TESTS]: { body: [listed('RDY1', 'ready')] } });
    renderPage();

    expect(await screen.findByText('All steps are done.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your results' })).toHaveAttribute('href', '/results/RDY1/');
    expect(screen.queryByRole('link', { name: 'Complete the health history' })).not.toBeInTheDocument();
  });
});

test('announcements show newest first with their dates', async () => {
  signIn({
    email: 'pat@flora.test',
    announcements: [
      { id: 1, title: 'Holiday shipping', message: 'Kits mailed after Dec 20 arrive in January.', published_at: '2026-10-01T09:00:00Z' },
      { id: 2, title: 'Faster results', message: 'Results now take about 10 days.', published_at: '2026-11-12T09:00:00Z' },
    ],
  });
  stub.answer({ [TESTS]: { body: [] } });
  renderPage();

  const list = await screen.findByRole('list', { name: 'Announcements' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Faster results', 'Holiday shipping']);
  expect(within(items[0]).getByText('Nov 12, 2026')).toBeInTheDocument();
  expect(within(items[0]).getByText('Results now take about 10 days.')).toBeInTheDocument();
  expect(within(items[1]).getByText('Oct 1, 2026')).toBeInTheDocument();
});

test('no announcements section when there are none', async () => {
  stub.answer({ [TESTS]: { body: [] } });
  renderPage();
  await screen.findByRole('heading', { name: 'No tests yet' });
  expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
});

test('the consult banner tells her where her consultation stands', async () => {
  stub.answer({
    [TESTS]: { body: [listed('RDY1', 'ready')] },
    'GET /api/v1/consults/': { body: [consultFixture({ uid: 'c-1', status: 'SU', consult_paid: true })] },
  });
  renderPage();
  expect(await screen.findByText('A clinician is reviewing')).toBeInTheDocument();
  expect(screen.getByText('Email care@flora.test if you have any questions.')).toBeInTheDocument();
});

describe('the retest offer', () => {
  test('is offered with RETEST20 when her latest test has results', async () => {
    stub.answer({ [TESTS]: { body: [listed('RDY1', 'ready'), listed('OLD0', 'ready')] } });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Ready for your next test?' })).toHaveTextContent('RETEST20');
  });

  test.each(['activated', 'received'] as const)('no offer while her latest kit is %s', async (status) => {
    stub.answer({ [TESTS]: { body: [listed('NEW1', status), listed('RDY0', 'ready')] } });
    renderPage();
    await screen.findByRole('list', { name: 'Your tests' });
    expect(screen.queryByRole('region', { name: 'Ready for your next test?' })).not.toBeInTheDocument();
  });
});

describe('the way into Compare', () => {
  const ready = (hash: string, results_ready_at: string) => listed(hash, 'ready', { results_ready_at });

  test('with two ready results My Tests links to Compare', async () => {
    stub.answer({ [TESTS]: { body: [ready('RDY1', '2026-03-20T12:00:00Z'), ready('RDY0', '2026-01-20T12:00:00Z')] } });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Compare your results' })).toHaveAttribute('href', '/compare/');
  });

  test('with one ready result (the other still at the lab) there is no link', async () => {
    stub.answer({ [TESTS]: { body: [listed('LAB2', 'received'), ready('RDY1', '2026-03-20T12:00:00Z')] } });
    renderPage();
    await screen.findByRole('list', { name: 'Your tests' });
    expect(screen.queryByRole('link', { name: 'Compare your results' })).not.toBeInTheDocument();
  });
});

test("the reads the shell starts for a stored session on /tests/ are the page's own, and the page then reads nothing again", async () => {
  stub.answer({
    [TESTS]: { body: [listed('RDY1', 'ready'), listed('OLD0', 'ready')] },
    'GET /api/v1/user-tests/RDY1/': { body: testDetailFixture({ hash: 'RDY1' }) },
    'GET /api/v1/consults/': { body: [] },
    'GET /api/v1/cart/': { body: [] },
  });
  renderPage();
  await screen.findByRole('list', { name: 'Your tests' });
  await apiIdle();
  const gets = (from: number) => [...new Set(stub.requests.slice(from).filter((r) => r.method === 'GET').map((r) => r.path))].sort();
  const pageReads = gets(0);
  // The list, the consults, and the latest test's own record (its checklist).
  expect(pageReads).toEqual(expect.arrayContaining(['/api/v1/user-tests/', '/api/v1/user-tests/RDY1/']));

  // A fresh page: the shell's reads first (the cache emptied as at a reload), then the page, which
  // mounts once its remote has loaded: the reads have answered by then, fresh for FRESH_FOR_MS as in
  // production (jest's setup lets data go stale at once).
  cleanup();
  pageQueryClient.clear();
  const defaults = pageQueryClient.getDefaultOptions();
  pageQueryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: FRESH_FOR_MS } });
  let before = stub.requests.length;
  startLandingReads('/tests/');
  await apiIdle();
  // …and the shell header's cart count, which this page does not show itself.
  expect(gets(before)).toEqual([...pageReads, '/api/v1/cart/'].sort());

  before = stub.requests.length;
  renderPage();
  await screen.findByRole('list', { name: 'Your tests' });
  await apiIdle();
  pageQueryClient.setDefaultOptions(defaults);
  expect(gets(before)).toEqual([]);
});
