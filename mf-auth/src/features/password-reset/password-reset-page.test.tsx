import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { PasswordResetPage } from './password-reset-page';

const RESET_REQUESTED_COPY = "If an account uses this address, we've emailed a link to reset your password. The link works for one hour; check your spam folder if it does not arrive.";
const RESET = 'POST /api/v1/password_reset/';
const stub = setupApiStub();

function renderPage() {
  renderScreen(<PasswordResetPage />, { path: '/password-reset/' });
  return {
    email: screen.getByLabelText('Email address'),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Email me a link' })),
  };
}

test('a malformed email is shown beside the field and nothing is sent', async () => {
  const form = renderPage();
  await userEvent.type(form.email, 'ada@');
  await form.submit();
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(form.email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(stub.requests).toHaveLength(0);
});

test('asks for a link and always answers the same calm message, with a way back to sign in', async () => {
  stub.answer({ [RESET]: { body: { detail: 'If an account exists for this email, we sent a link to reset the password.' } } });
  const form = renderPage();
  await userEvent.type(form.email, '  ada@flora.test ');
  await form.submit();

  expect(await screen.findByText(RESET_REQUESTED_COPY)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login/');
  expect(stub.requestsTo(RESET).map((r) => r.body)).toEqual([{ email: 'ada@flora.test' }]);
});

test.each<[string, { detail: string; field?: string }, 400 | 429, 'form' | 'field']>([
  ['too many requests, above the form', { detail: 'Too many password reset requests. Please try again later.' }, 429, 'form'],
  ['a field error, beside the email', { detail: 'Enter a valid email address.', field: 'email' }, 400, 'field'],
])("the API's refusal is shown (%s) and the email is kept", async (_name, body, status, where) => {
  stub.answer({ [RESET]: { status, body } });
  const form = renderPage();
  await userEvent.type(form.email, 'ada@flora.test');
  await form.submit();

  if (where === 'form') {
    expect(await screen.findByRole('alert')).toHaveTextContent(body.detail);
    expect(form.email).not.toHaveAttribute('aria-invalid');
  } else {
    await waitFor(() => expect(form.email).toHaveAccessibleDescription(body.detail));
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
  }
  expect(form.email).toHaveValue('ada@flora.test');
  expect(screen.queryByText(RESET_REQUESTED_COPY)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Email me a link' })).toBeEnabled();
});
