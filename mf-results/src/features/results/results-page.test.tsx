import { screen, within } from '@testing-library/react';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1 }));
afterEach(signOut);

const base = { hash: 'FLDEMO0001', status: 'ready', activated_at: '2026-10-02T10:00:00Z', results_ready_at: '2026-10-20T10:00:00Z' };
const results = {
  valencia_type: 'CST IV-B',
  infection_state: 'disrupted',
  conditions: ['Yeast', 'BV'],
  protective_percent: 12.5,
  disruptive_percent: 80,
  variable_percent: 7.5,
};

const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });

test('a ready test shows its community state type, what it means and every microbe found', async () => {
  stub.answer({
    'GET /api/v1/user-tests/FLDEMO0001/': { body: { ...base, results } },
    'GET /api/v1/user-tests/FLDEMO0001/initial-results/': {
      body: { data: { ...results, hash: 'FLDEMO0001', microbes: [{ name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 61.25 }] } },
    },
  });
  renderAt('/results/FLDEMO0001/');

  expect(await screen.findByRole('heading', { level: 1, name: 'My Results' })).toBeInTheDocument();
  expect(screen.getByText('CST IV-B')).toBeInTheDocument();
  expect(screen.getByText('BV + Yeast')).toBeInTheDocument();
  expect(screen.getByText('80%')).toBeInTheDocument();
  const microbe = await screen.findByText('Gardnerella vaginalis');
  expect(within(microbe.closest('tr, li')! as HTMLElement).getByText('61.3%')).toBeInTheDocument();
});

test('a test still at the lab says its results are not ready yet', async () => {
  stub.answer({ 'GET /api/v1/user-tests/FLDEMO0001/': { body: { ...base, status: 'received', results: null } } });
  renderAt('/results/FLDEMO0001/');
  expect(await screen.findByRole('heading', { name: 'Your results are not ready yet' })).toBeInTheDocument();
  expect(stub.requestsTo('GET /api/v1/user-tests/FLDEMO0001/initial-results/')).toHaveLength(0);
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
