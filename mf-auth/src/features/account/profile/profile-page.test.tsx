import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser } from '@flora/shared';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProfilePage } from './profile-page';

const SAVED_COPY = 'Your profile is saved.';

const PROFILE = 'GET /api/v1/user/profile/';
const PATCH = 'PATCH /api/v1/user/profile/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const stub = setupApiStub();

const DANA = { first_name: 'Dana', last_name: 'Demo', email: 'demo@flora.test', phone_number: '(415) 555-0100', birthday: '1990-04-12' };

afterEach(signOut);

async function renderProfile(profile = DANA) {
  signIn({ id: 1, firstName: profile.first_name, lastName: profile.last_name, email: profile.email });
  stub.answer({ [PROFILE]: { body: profile } });
  renderScreen(<ProfilePage />, { path: '/account/profile/' });
  const first = await screen.findByLabelText(/First name/);
  return {
    first,
    last: screen.getByLabelText(/Last name/),
    phone: screen.getByLabelText(/Phone number/),
    birthday: screen.getByLabelText(/Birthday/),
    save: () => userEvent.click(screen.getByRole('button', { name: 'Save changes' })),
  };
}

test('shows the profile filled in, the email read-only, inside the My Account navigation', async () => {
  const form = await renderProfile();
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(form.first).toHaveValue('Dana');
  expect(form.last).toHaveValue('Demo');
  expect(form.phone).toHaveValue('(415) 555-0100');
  expect(form.birthday).toHaveValue('04/12/1990');
  expect(screen.getByText('demo@flora.test')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
  const nav = screen.getAllByRole('navigation', { name: 'My Account' })[0];
  expect(nav).toContainElement(screen.getByRole('link', { name: 'Profile' }));
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders/');
});

test('a load failure says so and offers to try again', async () => {
  signIn({ id: 1 });
  stub.answer({ [PROFILE]: { status: 500, body: { detail: 'The service is unavailable.' } } });
  renderScreen(<ProfilePage />, { path: '/account/profile/' });
  expect(await screen.findByText('The service is unavailable.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('saves the new phone number, says so, and re-reads the current user so the header name updates', async () => {
  const form = await renderProfile();
  stub.answer({
    [PATCH]: (_req, body) => ({ body: { ...DANA, ...body } }),
    [USER_CONFIG]: { body: userConfigFixture({ id: 1, firstName: 'Dana', lastName: 'Demo', email: 'demo@flora.test', phone_number: '+1 415.555.0199' }) },
  });
  await userEvent.clear(form.phone);
  await userEvent.type(form.phone, '+1 415.555.0199');
  await form.save();

  expect(await screen.findByText(SAVED_COPY)).toBeInTheDocument();
  expect(stub.requestsTo(PATCH).map((r) => r.body)).toEqual([
    { first_name: 'Dana', last_name: 'Demo', phone_number: '+1 415.555.0199', birthday: '1990-04-12' },
  ]);
  await waitFor(() => expect(stub.requestsTo(USER_CONFIG)).toHaveLength(1));
  expect(form.phone).toHaveValue('+1 415.555.0199');
});

test('a changed name reaches the stored current user (what the header shows)', async () => {
  const form = await renderProfile();
  stub.answer({
    [PATCH]: (_req, body) => ({ body: { ...DANA, ...body } }),
    [USER_CONFIG]: { body: userConfigFixture({ id: 1, firstName: 'Danielle', lastName: 'Demo', email: 'demo@flora.test' }) },
  });
  await userEvent.clear(form.first);
  await userEvent.type(form.first, 'Danielle');
  await form.save();
  await screen.findByText(SAVED_COPY);
  await waitFor(() => expect(currentUser()?.firstName).toBe('Danielle'));
});

test('blank phone and birthday are sent as null (cleared)', async () => {
  const form = await renderProfile();
  stub.answer({ [PATCH]: (_req, body) => ({ body: { ...DANA, ...body } }), [USER_CONFIG]: { body: userConfigFixture({ id: 1 }) } });
  await userEvent.clear(form.phone);
  await userEvent.clear(form.birthday);
  await form.save();
  await screen.findByText(SAVED_COPY);
  expect(stub.requestsTo(PATCH)[0].body).toMatchObject({ phone_number: null, birthday: null });
});

test.each<[string, 'first' | 'phone' | 'birthday', string, RegExp]>([
  ['a blank first name', 'first', '', /Enter your first name\./],
  ['letters in the phone number', 'phone', '415-CALL-NOW', /using only digits, spaces, dots, parentheses, \+ and -/],
  ['too few digits', 'phone', '555-01', /at least 7 digits/],
  ['a birthday in the future', 'birthday', '01/01/2099', /Enter a date on or before/],
  ['a date that does not exist', 'birthday', '02/31/1990', /Enter a real date/],
])('%s is shown beside the field and nothing is sent', async (_name, field, value, message) => {
  const form = await renderProfile();
  await userEvent.clear(form[field]);
  if (value) await userEvent.type(form[field], value);
  await form.save();
  await waitFor(() => expect(form[field]).toHaveAttribute('aria-invalid', 'true'));
  expect(form[field]).toHaveAccessibleDescription(expect.stringMatching(message));
  expect(stub.requestsTo(PATCH)).toHaveLength(0);
});

test("the API's refusal lands beside its field and what was typed stays", async () => {
  const form = await renderProfile();
  stub.answer({ [PATCH]: { status: 400, body: { detail: 'Enter a valid birthday (YYYY-MM-DD, in the past).', field: 'birthday' } } });
  await userEvent.clear(form.phone);
  await userEvent.type(form.phone, '212 555 0142');
  await form.save();
  await waitFor(() => expect(form.birthday).toHaveAccessibleDescription(expect.stringContaining('Enter a valid birthday')));
  expect(form.phone).toHaveValue('212 555 0142');
  expect(screen.queryByText(SAVED_COPY)).not.toBeInTheDocument();
});
