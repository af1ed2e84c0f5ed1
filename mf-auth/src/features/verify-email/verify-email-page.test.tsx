import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history, session$ } from '@flora/shared';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { VerifyEmailPage } from './verify-email-page';

const SEND = 'POST /api/v1/email-verification/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const pat = { email: 'pat@flora.test', emailVerified: false };
const stub = setupApiStub({ 'POST /api/token/logout/': { body: { detail: 'Logged out' } } });

beforeEach(() => signIn(pat));
afterEach(signOut);

const renderPage = () => renderScreen(<VerifyEmailPage />, { path: '/verify-email/', sharedHistory: true });

test('says where the email went', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
  expect(screen.getByText('pat@flora.test')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
});

test.each([
  ['sent', { body: { detail: 'Verification email sent.' } }, 'We sent a new link', /Check pat@flora.test \(and its spam folder\)/],
  [
    '429 with Retry-After',
    { status: 429, headers: { 'Retry-After': '2700' }, body: { detail: 'Too many verification emails requested. Please try again later.' } },
    'Please wait before asking again',
    /You can ask for another one in about 45 minutes/,
  ],
  [
    '429 without Retry-After',
    { status: 429, body: { detail: 'Too many verification emails requested. Please try again later.' } },
    'Please wait before asking again',
    /Please wait before asking again.*Too many verification emails requested. Please try again later.$/,
  ],
] as const)('"Send the link again": %s', async (_, answer, title, message) => {
  stub.answer({ [SEND]: answer, [USER_CONFIG]: { body: userConfigFixture(pat) } });
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));

  const notice = (await screen.findByText(title)).closest('[role="status"]');
  expect(notice).toHaveTextContent(message);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(stub.requestsTo(SEND)).toHaveLength(1);
});

test('another failure is an error beside the button', async () => {
  stub.answer({ [SEND]: { status: 500, body: { detail: 'The mail server is down.' } } });
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The mail server is down.');
});

test('"already verified" (verified in another tab): the page turns to continue', async () => {
  stub.answer({ [SEND]: { body: { detail: 'Your email address is already verified.' } }, [USER_CONFIG]: { body: userConfigFixture({ ...pat, emailVerified: true }) } });
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
});

test('verified after signing up for treatment: continue goes on into treatment', async () => {
  signIn({ ...pat, emailVerified: true, registrationRoute: 'treatment' });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/treatments/');
});

test('signing out to use another account goes to the login page', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out and use another account' }));
  await waitFor(() => expect(history.location.pathname).toBe('/login/'));
  expect(session$.getValue().status).not.toBe('authenticated');
});
