import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const USER_CONFIG = 'GET /api/v1/user-config/';
const pendingProvider = { id: 3, isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } };
const stub = setupApiStub();

beforeEach(() => {
  signIn(pendingProvider);
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path: '/provider/verify/', sharedHistory: true });
});
afterEach(signOut);

const checkAgain = async () => userEvent.click(await screen.findByRole('button', { name: 'Check again' }));

test('Check again shows "You\'re verified" once the API says so, with the way home', async () => {
  stub.answer({ [USER_CONFIG]: { body: { ...pendingProvider, provider_info: { is_verified: true } } } });
  await checkAgain();

  expect(await screen.findByRole('heading', { level: 1, name: "You're verified" })).toBeInTheDocument();
  expect(stub.requestsTo(USER_CONFIG)).toHaveLength(1);

  await userEvent.click(screen.getByRole('link', { name: 'Go to your provider home' }));
  expect(await screen.findByRole('link', { name: 'Order tests' })).toHaveAttribute('href', '/provider/order/');
});

test('Check again keeps waiting while the provider is not verified yet', async () => {
  stub.answer({ [USER_CONFIG]: { body: pendingProvider } });
  await checkAgain();

  expect(await screen.findByRole('button', { name: 'Check again' })).toBeEnabled();
  expect(stub.requestsTo(USER_CONFIG)).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
});

test("a failed check shows the API's message", async () => {
  stub.answer({ [USER_CONFIG]: { status: 503, body: { detail: 'Verification status is unavailable.' } } });
  await checkAgain();

  expect(await screen.findByRole('alert')).toHaveTextContent('Verification status is unavailable.');
  expect(screen.getByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
});
