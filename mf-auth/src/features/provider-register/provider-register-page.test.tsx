import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signOut, tokenPair } from '@flora/tools/jest/session-fixtures';
import { ProviderRegisterPage } from './provider-register-page';

const REGISTER = 'POST /api/v1/provider/register/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const stub = setupApiStub();

afterEach(signOut);

function renderPage() {
  renderScreen(<ProviderRegisterPage />, { path: '/provider/register/', sharedHistory: true });
  return {
    firstName: screen.getByLabelText('First name'),
    lastName: screen.getByLabelText('Last name'),
    email: screen.getByLabelText('Work email address'),
    password: screen.getByLabelText('Password'),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Create provider account' })),
  };
}

async function fillIn(form: ReturnType<typeof renderPage>) {
  await userEvent.type(form.firstName, 'Grace');
  await userEvent.type(form.lastName, 'Hopper');
  await userEvent.type(form.email, 'grace@clinic.test');
  await userEvent.type(form.password, 'compiler-1952');
}

test('shows the rules before submitting and what happens next', () => {
  const form = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Create your provider account' })).toBeInTheDocument();
  expect(form.password).toHaveAccessibleDescription('At least 8 characters, not only numbers, and not your email address.');
  expect(screen.getByText(/your NPI number, licence and address/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/?next=%2Fprovider%2F');
});

test('shows what is wrong beside each field and sends nothing', async () => {
  const form = renderPage();
  await userEvent.type(form.email, 'grace@');
  await userEvent.type(form.password, '12345678');
  await form.submit();

  expect(form.firstName).toHaveAccessibleDescription('Enter your first name.');
  expect(form.lastName).toHaveAccessibleDescription('Enter your last name.');
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(form.email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(form.password).toHaveAccessibleDescription(expect.stringContaining('Use at least one letter or symbol, not only numbers.'));
  expect(stub.requests).toHaveLength(0);
});

test("puts the API's message beside the field it names and keeps everything typed", async () => {
  stub.answer({ [REGISTER]: { status: 400, body: { detail: 'An account with this email already exists.', field: 'email' } } });
  const form = renderPage();
  await fillIn(form);
  await form.submit();

  await waitFor(() => expect(form.email).toHaveAccessibleDescription('An account with this email already exists.'));
  expect(form.firstName).toHaveValue('Grace');
  expect(form.lastName).toHaveValue('Hopper');
  expect(form.email).toHaveValue('grace@clinic.test');
  expect(form.password).toHaveValue('compiler-1952');
  expect(history.location.pathname).toBe('/provider/register/');
  expect(window.localStorage.getItem('accessToken')).toBeNull();
});

test('a failure the form cannot place is shown above it', async () => {
  stub.answer({ [REGISTER]: { status: 500, body: { detail: 'The service is unavailable.' } } });
  const form = renderPage();
  await fillIn(form);
  await form.submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
  expect(form.email).toHaveValue('grace@clinic.test');
});

test('creates the provider account, signs in and continues to the provider intake', async () => {
  const tokens = tokenPair();
  stub.answer({
    [REGISTER]: { status: 201, body: tokens },
    [USER_CONFIG]: { body: userConfigFixture({ id: 9, email: 'grace@clinic.test', firstName: 'Grace', isProvider: true }) },
  });
  const form = renderPage();
  await fillIn(form);
  await form.submit();

  await waitFor(() => expect(history.location.pathname).toBe('/provider/intake/'));
  expect(stub.requestsTo(REGISTER).map((r) => r.body)).toEqual([
    { first_name: 'Grace', last_name: 'Hopper', email: 'grace@clinic.test', password: 'compiler-1952' },
  ]);
  expect(window.localStorage.getItem('accessToken')).toBe(tokens.access);
  expect(window.localStorage.getItem('refreshToken')).toBe(tokens.refresh);
});
