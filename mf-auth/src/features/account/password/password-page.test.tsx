import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { PasswordPage } from './password-page';

const CHANGED_COPY = 'Your password is changed. You have been signed out on your other devices; you stay signed in here.';

const CHANGE = 'POST /api/v1/user/password/';
const stub = setupApiStub();

afterEach(signOut);

function renderPage() {
  signIn({ id: 1, email: 'demo@flora.test' });
  renderScreen(<PasswordPage />, { path: '/account/password/' });
  return {
    current: screen.getByLabelText(/Current password/),
    next: screen.getByLabelText('New password'),
    again: screen.getByLabelText(/New password again/),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Change password' })),
  };
}

test('asks for the current password and the new one twice, with the password rules shown', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Password' })).toBeInTheDocument();
  expect(screen.getByText(/every other device where you're signed in is signed out/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Current password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('8 characters'));
  expect(screen.getByLabelText('New password again')).toHaveAttribute('type', 'password');
});

test('changes the password, says other devices are signed out, and clears the form', async () => {
  stub.answer({ [CHANGE]: { body: { detail: 'Password changed. You have been signed out on your other devices.' } } });
  const page = renderPage();
  await userEvent.type(page.current, 'flora-demo-2026');
  await userEvent.type(page.next, 'a-much-better-one');
  await userEvent.type(page.again, 'a-much-better-one');
  await page.submit();
  expect(await screen.findByText(CHANGED_COPY)).toBeInTheDocument();
  expect(stub.requestsTo(CHANGE).map((r) => r.body)).toEqual([{ current_password: 'flora-demo-2026', new_password: 'a-much-better-one' }]);
  expect(page.current).toHaveValue('');
  expect(page.again).toHaveValue('');
});

test('a wrong current password (the API says so) is shown beside that field; nothing else is lost', async () => {
  stub.answer({ [CHANGE]: { status: 400, body: { detail: 'Your current password is not correct.', field: 'current_password' } } });
  const page = renderPage();
  await userEvent.type(page.current, 'not-it-at-all');
  await userEvent.type(page.next, 'a-much-better-one');
  await userEvent.type(page.again, 'a-much-better-one');
  await page.submit();
  await waitFor(() => expect(page.current).toHaveAccessibleDescription(expect.stringContaining('Your current password is not correct.')));
  expect(page.current).toHaveAttribute('aria-invalid', 'true');
  expect(page.next).toHaveValue('a-much-better-one');
  expect(screen.queryByText(CHANGED_COPY)).not.toBeInTheDocument();
});

test('too many attempts (429) is shown above the form', async () => {
  stub.answer({ [CHANGE]: { status: 429, headers: { 'Retry-After': '600' }, body: { detail: 'Too many wrong passwords. Please try again in 10 minutes.' } } });
  const page = renderPage();
  await userEvent.type(page.current, 'guess-number-six');
  await userEvent.type(page.next, 'a-much-better-one');
  await userEvent.type(page.again, 'a-much-better-one');
  await page.submit();
  expect(await screen.findByText('Too many wrong passwords. Please try again in 10 minutes.')).toBeInTheDocument();
});

test.each<[string, string, string, string, 'current' | 'next' | 'again', string]>([
  ['no current password', '', 'a-much-better-one', 'a-much-better-one', 'current', 'Enter your current password.'],
  ['a short new password', 'flora-demo-2026', 'short', 'short', 'next', 'Use at least 8 characters.'],
  ['an all-numeric new password', 'flora-demo-2026', '1234567890', '1234567890', 'next', 'Use at least one letter or symbol, not only numbers.'],
  ['new passwords that differ', 'flora-demo-2026', 'a-much-better-one', 'a-much-better-two', 'again', 'The passwords do not match.'],
])('%s is shown beside the field and nothing is sent', async (_name, current, next, again, field, message) => {
  const page = renderPage();
  const boxes = { current: page.current, next: page.next, again: page.again };
  if (current) await userEvent.type(boxes.current, current);
  await userEvent.type(boxes.next, next);
  await userEvent.type(boxes.again, again);
  await page.submit();
  await waitFor(() => expect(boxes[field]).toHaveAttribute('aria-invalid', 'true'));
  expect(boxes[field]).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(stub.requestsTo(CHANGE)).toHaveLength(0);
});
