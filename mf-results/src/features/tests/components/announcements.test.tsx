// The announcements on My Tests (issue 26): newest first, each dismissed for good (the API remembers
// it, then the session's user-config is read again). A file of its own: the API client's request cap
// counts over a whole file.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { Announcements } from './announcements';

const stub = setupApiStub();
afterEach(signOut);

const renderPage = () => renderScreen(<Announcements />, { path: '/tests/' });

test('Dismiss hides an announcement for good: the API remembers it and the session is read again', async () => {
  const holiday = { id: 1, title: 'Holiday shipping', message: 'Kits mailed after Dec 20 arrive in January.', published_at: '2026-10-01T09:00:00Z' };
  const faster = { id: 2, title: 'Faster results', message: 'Results now take about 10 days.', published_at: '2026-11-12T09:00:00Z' };
  signIn({ email: 'pat@flora.test', announcements: [holiday, faster] });
  stub.answer({
    'POST /api/v1/announcements/2/dismiss/': { status: 204 },
    'GET /api/v1/user-config/': { body: userConfigFixture({ email: 'pat@flora.test', announcements: [holiday] }) },
  });
  renderPage();

  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the announcement Faster results' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Faster results' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Holiday shipping' })).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/announcements/2/dismiss/')).toHaveLength(1);
  await waitFor(() => expect(stub.requestsTo('GET /api/v1/user-config/')).toHaveLength(1));

  stub.answer({ 'POST /api/v1/announcements/1/dismiss/': { status: 204 }, 'GET /api/v1/user-config/': { body: userConfigFixture({ email: 'pat@flora.test', announcements: [] }) } });
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the announcement Holiday shipping' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument());
});

test('a failed dismissal says why and keeps the announcement', async () => {
  signIn({ email: 'pat@flora.test', announcements: [{ id: 3, title: 'Gone soon', message: 'x', published_at: '2026-11-12T09:00:00Z' }] });
  stub.answer({ 'POST /api/v1/announcements/3/dismiss/': { status: 404, body: { detail: 'No announcement has this id.' } } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the announcement Gone soon' }));
  expect(await screen.findByText('No announcement has this id.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Gone soon' })).toBeInTheDocument();
});
