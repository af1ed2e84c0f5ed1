import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { VerifyEmailConfirmPage } from './verify-email-confirm-page';

const CONFIRM = 'POST /api/v1/email-verification-confirm/';
const SEND = 'POST /api/v1/email-verification/';
const USER_CONFIG = 'GET /api/v1/user-config/';
// What the API answers for an unknown, a used and an expired hash alike (its OpenAPI description).
const INVALID = { status: 404, body: { detail: 'This verification link is invalid or has expired.' } } as const;
const stub = setupApiStub();

const renderAt = (url: string) => renderScreen(<VerifyEmailConfirmPage />, { path: url });
const pat = { email: 'pat@flora.test', emailVerified: false };

afterEach(signOut);

describe.each([
  ['signed out', null, 'Sign in to continue', '/login/?next=%2F'],
  ['signed in', pat, 'Continue', '/'],
])('a valid link, %s', (_, user, action, href) => {
  test(`shows 'Email Address Verified' and continues to ${href}`, async () => {
    if (user) signIn(user);
    stub.answer({ [CONFIRM]: { body: { detail: 'Email Address Verified' } }, [USER_CONFIG]: { body: userConfigFixture({ ...pat, emailVerified: true }) } });
    renderAt('/verify-email-confirm/?hash=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeInTheDocument();
    expect(screen.queryByText('Confirming your email…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    expect(stub.requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ hash: 'abc' }]);
  });
});

describe.each([
  ['the treatment variant, signed in', '/treatments/', { ...pat, registrationRoute: 'treatment' }, 'Continue', '/treatments/'],
  ['the treatment variant, signed out', '/treatments/', null, 'Sign in to continue', '/treatments/login/?next=%2Ftreatments%2F'],
  [
    'a male partner, signed in',
    '/treatments/male-partner/intake/start',
    { ...pat, registrationRoute: 'male_partner' },
    'Continue',
    '/treatments/male-partner/intake/start',
  ],
  [
    'a male partner, signed out (another browser)',
    '/treatments/male-partner/intake/start',
    null,
    'Sign in to continue',
    '/login/male-partner/?next=%2Ftreatments%2Fmale-partner%2Fintake%2Fstart',
  ],
])('a link that continues into a flow: %s', (_, next, user, action, href) => {
  test(`continues to ${href}`, async () => {
    if (user) signIn(user);
    stub.answer({ [CONFIRM]: { body: { detail: 'Email Address Verified' } } });
    renderAt(`/verify-email-confirm/?hash=abc&next=${encodeURIComponent(next)}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    expect(stub.requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ hash: 'abc' }]);
  });
});

test('a used male-partner link, signed out: his login page for a new one', async () => {
  stub.answer({ [CONFIRM]: INVALID });
  renderAt('/verify-email-confirm/?hash=old&next=%2Ftreatments%2Fmale-partner%2Fintake%2Fstart');
  expect(await screen.findByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
    'href',
    '/login/male-partner/?next=%2Fverify-email%2F',
  );
});

test('a link without a hash says so and sends nothing', async () => {
  renderAt('/verify-email-confirm/');
  expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is incomplete. Open the link from your email again.');
  expect(stub.requests).toHaveLength(0);
});

describe.each([
  ['an unknown', 'nope'],
  ['an already used', 'used-once'],
  ['an expired', 'old'],
])('%s link (404)', (_, hash) => {
  test('signed out: says so and offers to sign in for a new one', async () => {
    stub.answer({ [CONFIRM]: INVALID });
    renderAt(`/verify-email-confirm/?hash=${hash}`);

    expect(await screen.findByRole('heading', { level: 1, name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/login/?next=%2Fverify-email%2F');
    expect(screen.queryByRole('link', { name: /continue/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('signed in: "Send a new link" sends one', async () => {
    signIn(pat);
    stub.answer({ [CONFIRM]: INVALID, [SEND]: { body: { detail: 'Verification email sent.' } }, [USER_CONFIG]: { body: userConfigFixture(pat) } });
    renderAt(`/verify-email-confirm/?hash=${hash}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new link')).toBeInTheDocument();
    expect(screen.getByText('pat@flora.test')).toBeInTheDocument();
    expect(stub.requestsTo(SEND)).toHaveLength(1);
  });
});

test('signed in and rate-limited (429): a calm notice says when to try again', async () => {
  signIn(pat);
  stub.answer({
    [CONFIRM]: INVALID,
    [SEND]: { status: 429, headers: { 'Retry-After': '1800' }, body: { detail: 'Too many verification emails requested. Please try again later.' } },
  });
  renderAt('/verify-email-confirm/?hash=old');

  await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('Please wait before asking again')).toBeInTheDocument();
  expect(screen.getByText(/You can ask for another one in about 30 minutes/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a used link of a user already verified: nothing left to do but continue', async () => {
  signIn({ ...pat, emailVerified: true });
  stub.answer({ [CONFIRM]: INVALID });
  renderAt('/verify-email-confirm/?hash=used-once');

  expect(await screen.findByRole('heading', { level: 1, name: 'Your email is already verified' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
});

test('another failure shows the message and tries the same link again', async () => {
  stub.answer({ [CONFIRM]: { status: 500, body: { detail: 'The server is busy.' } } });
  renderAt('/verify-email-confirm/?hash=abc');

  expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
  stub.answer({ [CONFIRM]: { body: { detail: 'Email Address Verified' } } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeInTheDocument();
  expect(stub.requestsTo(CONFIRM)).toHaveLength(2);
});
