import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const SAVED_COPY = 'Your profile is saved.';
const CHANGED_COPY = 'Your password is changed. You have been signed out on your other devices; you stay signed in here.';

const stub = setupApiStub();
afterEach(signOut);

const PROFILE = 'GET /api/v1/user/profile/';
const PATCH = 'PATCH /api/v1/user/profile/';
const PASSWORD = 'POST /api/v1/user/password/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const CURIE = { first_name: 'Marie', last_name: 'Curie', email: 'provider@flora.test', phone_number: null, birthday: null };

function renderAt(path: string) {
  signIn({ id: 7, isProvider: true, firstName: 'Marie', lastName: 'Curie', email: 'provider@flora.test', provider_info: { is_verified: true } });
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path, sharedHistory: true });
}

test("the provider's profile: name and phone, the email read-only, no birthday; a change is saved", async () => {
  stub.answer({
    [PROFILE]: { body: CURIE },
    [PATCH]: (_req, body) => ({ body: { ...CURIE, ...body } }),
    [USER_CONFIG]: { body: userConfigFixture({ id: 7, isProvider: true, firstName: 'Marie', lastName: 'Curie', email: 'provider@flora.test' }) },
  });
  renderAt('/provider/account/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  const first = await screen.findByLabelText(/First name/);
  expect(first).toHaveValue('Marie');
  expect(screen.getByText('provider@flora.test')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Birthday/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Password' })).toHaveAttribute('href', '/provider/account/password/');

  await userEvent.type(screen.getByLabelText(/Phone number/), '(415) 555-0100');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(SAVED_COPY)).toBeInTheDocument();
  expect(stub.requestsTo(PATCH).map((r) => r.body)).toEqual([{ first_name: 'Marie', last_name: 'Curie', phone_number: '(415) 555-0100' }]);
  await waitFor(() => expect(stub.requestsTo(USER_CONFIG)).toHaveLength(1));
});

test("the provider's password: a wrong current password is told beside it, a right one changes it", async () => {
  let attempts = 0;
  stub.answer({
    [PASSWORD]: () => {
      attempts += 1;
      return attempts === 1
        ? { status: 400, body: { detail: 'Your current password is not correct.', field: 'current_password' } }
        : { body: { detail: 'Password changed.' } };
    },
  });
  renderAt('/provider/account/password/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Password' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
  await userEvent.type(screen.getByLabelText(/Current password/), 'not-it');
  await userEvent.type(screen.getByLabelText(/^New password$/), 'a-brand-new-Passw0rd');
  await userEvent.type(screen.getByLabelText(/New password again/), 'a-brand-new-Passw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(screen.getByLabelText(/Current password/));
  await userEvent.type(screen.getByLabelText(/Current password/), 'flora-demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(CHANGED_COPY)).toBeInTheDocument();
  expect(stub.requestsTo(PASSWORD).map((r) => r.body)).toEqual([
    { current_password: 'not-it', new_password: 'a-brand-new-Passw0rd' },
    { current_password: 'flora-demo-2026', new_password: 'a-brand-new-Passw0rd' },
  ]);
});

test('a path below the account without a page is not found', async () => {
  renderAt('/provider/account/nothing-here/');
  expect(await screen.findByRole('heading', { level: 1, name: /not found|can.t find/i })).toBeInTheDocument();
});
