// "Sharing with your provider" on My Results (provider results authorization after the health
// history): a test a provider ordered says whether that provider sees the results and changes it,
// confirmed once the API has it; a refusal shows beside the button. No provider order, no card.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { type ApiTestDetail, testDetailFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1 }));
afterEach(signOut);

const DETAIL = 'GET /api/v1/user-tests/FLDEMO0001/';
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
const results = {
  valencia_type: 'CST IV-B',
  infection_state: 'disrupted',
  conditions: ['BV'],
  protective_percent: 12.5,
  disruptive_percent: 80,
  variable_percent: 7.5,
} satisfies ApiTestDetail['results'];
const microbes = [{ name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 80 }] satisfies ApiResponse<'/api/v1/user-tests/{hash}/initial-results/'>['data']['microbes'];

function answerReady(test: Partial<ApiTestDetail>) {
  stub.answer({
    [DETAIL]: { body: { ...base, ...test, results } },
    'GET /api/v1/user-tests/': { body: [] },
    'GET /api/v1/user-tests/FLDEMO0001/initial-results/': { body: { data: { ...results, hash: 'FLDEMO0001', results_ready_at: base.results_ready_at, microbes } } },
    'GET /api/v1/user-tests/FLDEMO0001/problems-summary/': { body: { data: { ...results, hash: 'FLDEMO0001', disruptive_microbes: microbes } } },
  });
}

const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });

const RELEASE = 'POST /api/v1/user-tests/FLDEMO0001/provider-release/';
const sharing = async () => within((await screen.findByRole('heading', { name: 'Sharing with your provider' })).closest('section')!);

test('says who can see the results; withdrawing confirms the new state and reads the test again', async () => {
  answerReady({ ordered_by_provider: true, provider_release: true });
  stub.answer({
    [RELEASE]: (_request, body) => {
      // The API has the new choice: the test reads as not shared from now on.
      answerReady({ ordered_by_provider: true, provider_release: body.provider_release });
      return { body: { ...base, ordered_by_provider: true, provider_release: body.provider_release, results } };
    },
  });
  renderAt('/results/FLDEMO0001/');

  const card = await sharing();
  expect(card.getByText(/Your provider can see these results and download the PDF\./)).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Stop sharing with my provider' }));

  expect(await card.findByText('Your results are no longer shared')).toBeInTheDocument();
  expect(stub.requestsTo(RELEASE).map((r) => r.body)).toEqual([{ provider_release: false }]);
  expect(await card.findByRole('button', { name: 'Share with my provider' })).toBeInTheDocument();
  expect(card.getAllByText(/Your provider cannot see these results\./)).not.toHaveLength(0);
});

test('a refused change is shown beside the button and changes nothing', async () => {
  answerReady({ ordered_by_provider: true, provider_release: false });
  stub.answer({ [RELEASE]: { status: 500, body: { detail: 'We could not save your choice. Please try again.' } } });
  renderAt('/results/FLDEMO0001/');

  const card = await sharing();
  expect(card.getByText(/Your provider cannot see these results\./)).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Share with my provider' }));
  expect(await card.findByRole('alert')).toHaveTextContent('We could not save your choice. Please try again.');
  expect(card.getByRole('button', { name: 'Share with my provider' })).toBeEnabled();
  expect(card.queryByText('Your results are shared')).not.toBeInTheDocument();
});

test('a test no provider ordered has nothing to share', async () => {
  answerReady({ ordered_by_provider: false, provider_release: true });
  renderAt('/results/FLDEMO0001/');
  expect(await screen.findByText('CST IV-B')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sharing with your provider' })).not.toBeInTheDocument();
});
