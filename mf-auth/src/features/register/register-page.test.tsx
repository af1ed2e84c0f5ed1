import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { QueryProvider } from '@flora/shared/data';
import { history } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signOut, tokenPair } from '@flora/tools/jest/session-fixtures';
import { RegisterPage } from './register-page';

const REGISTER = 'POST /api/v1/register/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const stub = setupApiStub();

beforeEach(() => history.replace('/register/'));
afterEach(signOut);

function renderPage() {
  render(
    <QueryProvider>
      <HistoryRouter history={history}>
        <RegisterPage />
      </HistoryRouter>
    </QueryProvider>,
  );
  return {
    firstName: screen.getByLabelText('First name'),
    lastName: screen.getByLabelText('Last name'),
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    consent: screen.getByRole('checkbox', { name: /research on vaginal health/ }),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Create account' })),
  };
}

async function fillIn(form: ReturnType<typeof renderPage>) {
  await userEvent.type(form.firstName, 'Ada');
  await userEvent.type(form.lastName, 'Lovelace');
  await userEvent.type(form.email, 'ada@flora.test');
  await userEvent.type(form.password, 'analytical-engine');
  await userEvent.click(form.consent);
}

test('shows what is wrong beside each field and sends nothing', async () => {
  const form = renderPage();
  await userEvent.type(form.email, 'ada@');
  await userEvent.type(form.password, '12345678');
  await form.submit();

  expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
  expect(form.firstName).toHaveAccessibleDescription('Enter your first name.');
  expect(form.lastName).toHaveAccessibleDescription('Enter your last name.');
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(form.email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(form.password).toHaveAttribute('aria-invalid', 'true');
  expect(form.password).toHaveAccessibleDescription(expect.stringContaining('Use at least one letter or symbol, not only numbers.'));
  expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy');
  expect(stub.requests).toHaveLength(0);
});

test("puts the API's message beside the field it names and keeps everything typed", async () => {
  stub.answer({ [REGISTER]: { status: 400, body: { detail: 'An account with this email already exists.', field: 'email' } } });
  const form = renderPage();
  await fillIn(form);
  await form.submit();

  await waitFor(() => expect(form.email).toHaveAccessibleDescription('An account with this email already exists.'));
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(form.firstName).not.toHaveAttribute('aria-invalid');
  expect(form.firstName).toHaveValue('Ada');
  expect(form.lastName).toHaveValue('Lovelace');
  expect(form.email).toHaveValue('ada@flora.test');
  expect(form.password).toHaveValue('analytical-engine');
  expect(form.consent).toBeChecked();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  expect(history.location.pathname).toBe('/register/');
  expect(window.localStorage.getItem('accessToken')).toBeNull();
});

test('creates the account, signs in and continues to email verification', async () => {
  const tokens = tokenPair();
  stub.answer({
    [REGISTER]: { status: 201, body: tokens },
    [USER_CONFIG]: { body: { id: 7, email: 'ada@flora.test', firstName: 'Ada', emailVerified: false } },
  });
  const form = renderPage();
  await fillIn(form);
  await form.submit();

  await waitFor(() => expect(history.location.pathname).toBe('/verify-email/'));
  expect(stub.requestsTo(REGISTER).map((r) => r.body)).toEqual([
    { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@flora.test', password: 'analytical-engine', research_consent: true },
  ]);
  expect(stub.requestsTo(USER_CONFIG).map((r) => r.authorization)).toEqual([`Bearer ${tokens.access}`]);
  expect(window.localStorage.getItem('accessToken')).toBe(tokens.access);
  expect(window.localStorage.getItem('refreshToken')).toBe(tokens.refresh);
  expect(JSON.parse(window.localStorage.getItem('currentUser')!)).toMatchObject({ id: 7, email: 'ada@flora.test' });
});

test('with next= (e.g. from a provider-test link) it continues there, and the sign-in link keeps it', async () => {
  history.replace('/register/?next=%2Fprovider-test%2Ftok-123%2F');
  stub.answer({
    [REGISTER]: { status: 201, body: tokenPair() },
    [USER_CONFIG]: { body: { id: 7, email: 'ada@flora.test', firstName: 'Ada', emailVerified: false } },
  });
  const form = renderPage();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/?next=%2Fprovider-test%2Ftok-123%2F');
  await fillIn(form);
  await form.submit();
  await waitFor(() => expect(history.location.pathname).toBe('/provider-test/tok-123/'));
});

test('a next= to another site is ignored', async () => {
  history.replace('/register/?next=https%3A%2F%2Fevil.test%2F');
  stub.answer({
    [REGISTER]: { status: 201, body: tokenPair() },
    [USER_CONFIG]: { body: { id: 7, email: 'ada@flora.test', firstName: 'Ada', emailVerified: false } },
  });
  const form = renderPage();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
  await fillIn(form);
  await form.submit();
  await waitFor(() => expect(history.location.pathname).toBe('/verify-email/'));
});
