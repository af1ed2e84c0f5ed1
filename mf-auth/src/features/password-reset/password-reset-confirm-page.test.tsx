import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { PasswordResetConfirmPage } from './password-reset-confirm-page';

const INVALID_LINK_COPY = 'This password reset link is invalid or has expired.';
const VALIDATE = 'POST /api/v1/password_reset/validate_token/';
const CONFIRM = 'POST /api/v1/password_reset/confirm/';
const stub = setupApiStub();

async function renderValidLink() {
  stub.answer({ [VALIDATE]: { body: { status: 'OK' } } });
  renderScreen(<PasswordResetConfirmPage />, { path: '/password-reset-confirm/?token=tok-123', sharedHistory: true });
  const password = await screen.findByLabelText('New password');
  return {
    password,
    again: screen.getByLabelText('New password again'),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Set new password' })),
  };
}

test('checks the token first, showing progress, then offers the form', async () => {
  stub.answer({ [VALIDATE]: { body: { status: 'OK' } } });
  renderScreen(<PasswordResetConfirmPage />, { path: '/password-reset-confirm/?token=tok-123' });
  expect(screen.getByText('Checking your link…')).toBeInTheDocument();
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  expect(screen.queryByText('Checking your link…')).not.toBeInTheDocument();
  expect(stub.requestsTo(VALIDATE).map((r) => r.body)).toEqual([{ token: 'tok-123' }]);
});

test.each<[string, 400 | 404 | 500, string]>([
  ['an unknown, used or expired token', 404, INVALID_LINK_COPY],
  ['a malformed token', 400, INVALID_LINK_COPY],
  ['a server failure', 500, 'The service is unavailable.'],
])('%s says so, with a link to ask again, and shows no form', async (_name, status, message) => {
  stub.answer({ [VALIDATE]: { status, body: { detail: status === 500 ? 'The service is unavailable.' : 'This password reset link is invalid or has expired.' } } });
  renderScreen(<PasswordResetConfirmPage />, { path: '/password-reset-confirm/?token=stale' });
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password-reset/');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('a link without a token says so and sends nothing', () => {
  renderScreen(<PasswordResetConfirmPage />, { path: '/password-reset-confirm/' });
  expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is incomplete.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password-reset/');
  expect(stub.requests).toHaveLength(0);
});

test.each<[string, string, string, { password?: string; again?: string }]>([
  ['a short password', 'abcdefg', 'abcdefg', { password: 'Use at least 8 characters.' }],
  ['only numbers', '1234567890', '1234567890', { password: 'Use at least one letter or symbol, not only numbers.' }],
  ['passwords that differ', 'analytical-engine', 'analytical-engin', { again: 'The passwords do not match.' }],
  ['an empty second field', 'analytical-engine', '', { again: 'The passwords do not match.' }],
])('%s is shown beside the field and nothing is sent', async (_name, password, again, errors) => {
  const form = await renderValidLink();
  await userEvent.type(form.password, password);
  if (again) await userEvent.type(form.again, again);
  await form.submit();

  for (const [field, message] of [
    [form.password, errors.password],
    [form.again, errors.again],
  ] as const) {
    if (message) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    } else {
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  expect(stub.requestsTo(CONFIRM)).toHaveLength(0);
});

test("the API's password refusal lands beside the password and what was typed stays", async () => {
  stub.answer({ [CONFIRM]: { status: 400, body: { detail: 'This password is too similar to the email address.', field: 'password' } } });
  const form = await renderValidLink();
  await userEvent.type(form.password, 'ada-lovelace');
  await userEvent.type(form.again, 'ada-lovelace');
  await form.submit();

  await waitFor(() => expect(form.password).toHaveAccessibleDescription(expect.stringContaining('This password is too similar to the email address.')));
  expect(form.password).toHaveValue('ada-lovelace');
  expect(form.again).toHaveValue('ada-lovelace');
  expect(history.location.pathname).toBe('/password-reset-confirm/');
});

test('a link that expired meanwhile says so above the form, with a link to ask again', async () => {
  stub.answer({ [CONFIRM]: { status: 404, body: { detail: 'This password reset link is invalid or has expired.' } } });
  const form = await renderValidLink();
  await userEvent.type(form.password, 'analytical-engine');
  await userEvent.type(form.again, 'analytical-engine');
  await form.submit();

  expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password-reset/');
  expect(form.password).toHaveValue('analytical-engine');
});

test('sets the new password with the token and continues to the login page with its notice', async () => {
  stub.answer({ [CONFIRM]: { body: { detail: 'Password reset. Please log in.' } } });
  const form = await renderValidLink();
  await userEvent.type(form.password, 'analytical-engine');
  await userEvent.type(form.again, 'analytical-engine');
  await form.submit();

  await waitFor(() => expect(history.location.pathname).toBe('/login/'));
  expect(history.location.search).toBe('?notice=password-reset');
  expect(stub.requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ token: 'tok-123', password: 'analytical-engine' }]);
});
