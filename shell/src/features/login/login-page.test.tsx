import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history, navigate } from '@flora/shared';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signOut, tokenPair } from '@flora/tools/jest/session-fixtures';
import { LoginPage } from './login-page';

const TOKEN = 'POST /api/token/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const stub = setupApiStub();

afterEach(signOut);

function renderLoginAt(url: string) {
  history.replace(url);
  // As the login screen and the app show it: no router needed, navigation through `go`.
  render(<LoginPage variant="login" visitor={{ authenticated: false, user: null }} search={history.location.search} go={navigate} />);
  return {
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    signIn: () => userEvent.click(screen.getByRole('button', { name: 'Sign in' })),
  };
}

test('wrong credentials show the API message and keep what was typed', async () => {
  stub.answer({ [TOKEN]: { status: 401, body: { detail: 'No active account found with the given credentials' } } });
  const form = renderLoginAt('/login/?next=%2Ftests%2F');
  await userEvent.type(form.email, 'pat@flora.test');
  await userEvent.type(form.password, 'not-my-password');
  await form.signIn();

  expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
  expect(form.email).toHaveValue('pat@flora.test');
  expect(form.password).toHaveValue('not-my-password');
  expect(stub.requestsTo(TOKEN).map((r) => r.body)).toEqual([{ username: 'pat@flora.test', password: 'not-my-password' }]);
  expect(stub.requestsTo(USER_CONFIG)).toHaveLength(0);
  expect(history.location.pathname).toBe('/login/');
  expect(window.localStorage.getItem('accessToken')).toBeNull();
});

test('an empty form asks for both fields and sends nothing', async () => {
  const form = renderLoginAt('/login/');
  await form.signIn();
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address and password.');
  expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  expect(stub.requests).toHaveLength(0);
});

test('signing in stores the tokens, loads the user and continues to next', async () => {
  const tokens = tokenPair();
  stub.answer({
    [TOKEN]: { body: tokens },
    [USER_CONFIG]: { body: userConfigFixture({ id: 5, email: 'pat@flora.test', emailVerified: true }) },
  });
  const form = renderLoginAt('/login/?next=%2Fresults%2Fabc%2F%3Ftab%3Dcare');
  await userEvent.type(form.email, 'pat@flora.test');
  await userEvent.type(form.password, 'correct horse');
  await form.signIn();

  await waitFor(() => expect(history.location.pathname).toBe('/results/abc/'));
  expect(history.location.search).toBe('?tab=care');
  expect(stub.requestsTo(TOKEN).map((r) => r.body)).toEqual([{ username: 'pat@flora.test', password: 'correct horse' }]);
  expect(stub.requestsTo(USER_CONFIG).map((r) => r.authorization)).toEqual([`Bearer ${tokens.access}`]);
  expect(window.localStorage.getItem('accessToken')).toBe(tokens.access);
  expect(window.localStorage.getItem('refreshToken')).toBe(tokens.refresh);
  expect(JSON.parse(window.localStorage.getItem('currentUser')!)).toMatchObject({ id: 5, email: 'pat@flora.test' });
});

test.each<[string, string, string | null]>([
  ['after a password reset', '/login/?notice=password-reset', 'Password reset. Please log in.'],
  ['with a return path too', '/login/?next=%2Ftests%2F&notice=password-reset', 'Password reset. Please log in.'],
  ['after the automatic logoff (issue 28.13)', '/login/?notice=inactivity', 'we signed you out after a while without activity'],
  ['an unknown notice', '/login/?notice=hello', null],
  ['no notice', '/login/', null],
])('the login notice %s', async (_name, url, notice) => {
  renderLoginAt(url);
  // The notice's words come with @flora/shared, after the first paint.
  await act(() => import('@flora/shared'));
  if (notice) expect(await screen.findByRole('status')).toHaveTextContent(notice);
  else expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});
