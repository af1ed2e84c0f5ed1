import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { history } from '@flora/shared';
import { providerIntakeFixture, userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const USER_CONFIG = 'GET /api/v1/user-config/';
const INTAKE = 'GET /api/v1/provider/intake/';
const pendingProvider = { id: 3, isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } };
const verifiedProvider = { ...pendingProvider, provider_info: { is_verified: true } };
const intake = (complete: boolean) => providerIntakeFixture({ is_complete: complete, missing_for_verification: complete ? [] : ['npi'] });
const stub = setupApiStub();

function renderWait({ complete = true } = {}) {
  stub.answer({ [USER_CONFIG]: { body: userConfigFixture(pendingProvider) }, [INTAKE]: { body: intake(complete) } });
  signIn(pendingProvider);
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path: '/provider/verify/', sharedHistory: true });
}
afterEach(signOut);

const waitingHeading = () => screen.findByRole('heading', { level: 1, name: "We're verifying your account" });

test('with a complete intake she reads that it is complete, what happens next and how long it takes', async () => {
  renderWait();

  expect(await waitingHeading()).toBeInTheDocument();
  expect(await screen.findByText('Complete')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Review your practice details' })).toHaveAttribute('href', '/provider/intake/');
  expect(screen.getByText(/one to two business days/, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  expect(screen.getByText("This page updates by itself once you're verified.")).toBeInTheDocument();
});

test('an unfinished intake is named, with the way to finish it', async () => {
  renderWait({ complete: false });

  expect(await screen.findByText('Not finished')).toBeInTheDocument();
  expect(screen.getByText('We can only verify you once your practice details are complete.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Finish your practice details' })).toHaveAttribute('href', '/provider/intake/');
});

test('it moves on to the provider home by itself once staff verify her (the window gets the focus back)', async () => {
  renderWait();
  expect(await waitingHeading()).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Check again' });
  expect(stub.requestsTo(USER_CONFIG)).toHaveLength(1);

  stub.answer({ [USER_CONFIG]: { body: userConfigFixture(verifiedProvider) } });
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Curie' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/provider/');
  focusManager.setFocused(undefined);
});

test('Check again keeps her waiting while she is not verified yet', async () => {
  renderWait();
  expect(await waitingHeading()).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));

  expect(await screen.findByRole('button', { name: 'Check again' })).toBeEnabled();
  expect(stub.requestsTo(USER_CONFIG).length).toBeGreaterThanOrEqual(2);
  expect(screen.getByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
});

test("a failed check shows the API's message and she stays", async () => {
  renderWait();
  expect(await waitingHeading()).toBeInTheDocument();
  stub.answer({ [USER_CONFIG]: { status: 503, body: { detail: 'Verification status is unavailable.' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Verification status is unavailable.');
  expect(screen.getByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
});
