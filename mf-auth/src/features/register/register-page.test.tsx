import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history, session$ } from '@flora/shared';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut, tokenPair } from '@flora/tools/jest/session-fixtures';
import { confirmMalePartnerEligibility } from './male-partner-eligibility';
import { MalePartnerRegisterPage, RegisterPage, TreatmentRegisterPage } from './register-page';

const REGISTER = 'POST /api/v1/register/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const stub = setupApiStub();

afterEach(() => {
  signOut();
  window.sessionStorage.clear();
});

function renderPage(ui = <RegisterPage />, path = '/register/') {
  renderScreen(ui, { path, sharedHistory: true });
  return {
    firstName: screen.getByLabelText('First name'),
    lastName: screen.getByLabelText('Last name'),
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    birthday: screen.getByLabelText('Birthday'),
    phone: screen.getByLabelText('Phone number (optional)'),
    consent: () => screen.getByRole('checkbox', { name: /research on vaginal health/ }),
    terms: screen.getByRole('checkbox', { name: /terms of service and privacy policy/ }),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Create account' })),
  };
}

async function fillIn(form: ReturnType<typeof renderPage>, { consent = true } = {}) {
  await userEvent.type(form.firstName, 'Ada');
  await userEvent.type(form.lastName, 'Lovelace');
  await userEvent.type(form.email, 'ada@flora.test');
  await userEvent.type(form.password, 'analytical-engine');
  await userEvent.type(form.birthday, '12/10/1990');
  await userEvent.type(form.phone, '(415) 555-0100');
  if (consent) await userEvent.click(form.consent());
  await userEvent.click(form.terms);
}

function answerSuccess() {
  const tokens = tokenPair();
  stub.answer({
    [REGISTER]: { status: 201, body: tokens },
    [USER_CONFIG]: { body: userConfigFixture({ id: 7, email: 'ada@flora.test', firstName: 'Ada', emailVerified: false }) },
  });
  return tokens;
}

test("shows the API's password rules before anything is typed", () => {
  const form = renderPage();
  expect(form.password).toHaveAccessibleDescription('At least 8 characters, not only numbers, and not your email address.');
  expect(form.birthday).toHaveAccessibleDescription(expect.stringContaining('MM/DD/YYYY'));
  expect(form.phone).toHaveAccessibleDescription(expect.stringContaining('(415) 555-0100'));
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
});

test('shows what is wrong beside each field and sends nothing', async () => {
  const form = renderPage();
  await userEvent.type(form.email, 'ada@');
  await userEvent.type(form.password, '12345678');
  await userEvent.type(form.birthday, '01/01/2999');
  await userEvent.type(form.phone, '415-555-CALL');
  await form.submit();

  expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
  expect(form.firstName).toHaveAccessibleDescription('Enter your first name.');
  expect(form.lastName).toHaveAccessibleDescription('Enter your last name.');
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(form.email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(form.password).toHaveAttribute('aria-invalid', 'true');
  expect(form.password).toHaveAccessibleDescription(expect.stringContaining('Use at least one letter or symbol, not only numbers.'));
  expect(form.birthday).toHaveAttribute('aria-invalid', 'true');
  expect(form.birthday).toHaveAccessibleDescription(expect.stringMatching(/Enter a date on or before \d\d\/\d\d\/\d{4}\.$/));
  expect(form.phone).toHaveAttribute('aria-invalid', 'true');
  expect(form.phone).toHaveAccessibleDescription(expect.stringContaining('using only digits, spaces, dots, parentheses, + and -.'));
  expect(form.terms).toHaveAttribute('aria-invalid', 'true');
  expect(form.terms).toHaveAccessibleDescription('Accept the terms of service and privacy policy to create your account.');
  expect(form.consent()).not.toHaveAttribute('aria-invalid');
  // What was typed stays.
  expect(form.phone).toHaveValue('415-555-CALL');
  expect(form.birthday).toHaveValue('01/01/2999');
  expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy');
  expect(stub.requests).toHaveLength(0);
});

test('asks for a birthday and for the terms, and refuses the email as password', async () => {
  const form = renderPage();
  await userEvent.type(form.firstName, 'Ada');
  await userEvent.type(form.lastName, 'Lovelace');
  await userEvent.type(form.email, 'adalovelace@flora.test');
  await userEvent.type(form.password, 'adalovelace');
  await form.submit();

  expect(form.birthday).toHaveAccessibleDescription(expect.stringContaining('Enter your birthday.'));
  expect(form.terms).toHaveAttribute('aria-invalid', 'true');
  expect(form.phone).not.toHaveAttribute('aria-invalid');

  // The password is compared with the email once every field is filled in.
  await userEvent.type(form.birthday, '12/10/1990');
  await userEvent.click(form.terms);
  await form.submit();
  await waitFor(() => expect(form.password).toHaveAccessibleDescription(expect.stringContaining('Use a password that is not your email address.')));
  expect(form.birthday).not.toHaveAttribute('aria-invalid');
  expect(form.terms).not.toHaveAttribute('aria-invalid');
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
  expect(form.birthday).toHaveValue('12/10/1990');
  expect(form.phone).toHaveValue('(415) 555-0100');
  expect(form.consent()).toBeChecked();
  expect(form.terms).toBeChecked();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  expect(history.location.pathname).toBe('/register/');
  expect(window.localStorage.getItem('accessToken')).toBeNull();
});

test("the API's phone-number message lands beside the phone field", async () => {
  stub.answer({ [REGISTER]: { status: 400, body: { detail: 'Enter a phone number with at least 7 digits.', field: 'phone_number' } } });
  const form = renderPage();
  await fillIn(form);
  await form.submit();
  await waitFor(() => expect(form.phone).toHaveAccessibleDescription(expect.stringContaining('Enter a phone number with at least 7 digits.')));
  expect(form.phone).toHaveAttribute('aria-invalid', 'true');
});

test('creates the account, signs in and continues to email verification', async () => {
  const tokens = answerSuccess();
  const form = renderPage();
  await fillIn(form);
  await form.submit();

  await waitFor(() => expect(history.location.pathname).toBe('/verify-email/'));
  expect(stub.requestsTo(REGISTER).map((r) => r.body)).toEqual([
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@flora.test',
      password: 'analytical-engine',
      birthday: '1990-12-10',
      phone_number: '(415) 555-0100',
      research_consent: true,
      accepted_terms: true,
      registration_route: 'default',
    },
  ]);
  expect(stub.requestsTo(USER_CONFIG).map((r) => r.authorization)).toEqual([`Bearer ${tokens.access}`]);
  expect(window.localStorage.getItem('accessToken')).toBe(tokens.access);
  expect(window.localStorage.getItem('refreshToken')).toBe(tokens.refresh);
  expect(JSON.parse(window.localStorage.getItem('currentUser')!)).toMatchObject({ id: 7, email: 'ada@flora.test' });
});

test('with next= (e.g. from a provider-test link) it continues there, and the sign-in link keeps it', async () => {
  answerSuccess();
  const form = renderPage(<RegisterPage />, '/register/?next=%2Fprovider-test%2Ftok-123%2F');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/?next=%2Fprovider-test%2Ftok-123%2F');
  await fillIn(form);
  await form.submit();
  await waitFor(() => expect(history.location.pathname).toBe('/provider-test/tok-123/'));
});

test('a next= to another site is ignored', async () => {
  answerSuccess();
  const form = renderPage(<RegisterPage />, '/register/?next=https%3A%2F%2Fevil.test%2F');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
  await fillIn(form);
  await form.submit();
  await waitFor(() => expect(history.location.pathname).toBe('/verify-email/'));
});

test('the treatment variant registers through the treatment route and signs in on the treatment login', async () => {
  answerSuccess();
  const form = renderPage(<TreatmentRegisterPage />, '/treatments/register/');
  expect(screen.getByRole('heading', { level: 1, name: 'Create your account to start treatment' })).toBeInTheDocument();
  expect(screen.getByText(/continue straight to your treatment/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/treatments/login/');
  await fillIn(form, { consent: false });
  await form.submit();

  await waitFor(() => expect(history.location.pathname).toBe('/verify-email/'));
  expect(stub.requestsTo(REGISTER).map((r) => r.body)).toEqual([
    expect.objectContaining({ registration_route: 'treatment', research_consent: false, accepted_terms: true }),
  ]);
});

describe('/register/male-partner/', () => {
  test('without the eligibility confirmation, goes back to the gate', async () => {
    renderScreen(<MalePartnerRegisterPage />, { path: '/register/male-partner/', sharedHistory: true });
    await waitFor(() => expect(history.location.pathname).toBe('/register/male-partner/eligibility/'));
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  test('after the gate: step 2, no research consent here (it is its own step), the male-partner route', async () => {
    confirmMalePartnerEligibility();
    answerSuccess();
    const form = renderPage(<MalePartnerRegisterPage />, '/register/male-partner/');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /research on vaginal health/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/male-partner/');
    await fillIn(form, { consent: false });
    await form.submit();

    await waitFor(() => expect(history.location.pathname).toBe('/verify-email/'));
    expect(stub.requestsTo(REGISTER).map((r) => r.body)).toEqual([
      expect.objectContaining({ registration_route: 'male_partner', research_consent: false, birthday: '1990-12-10' }),
    ]);
  });
});

test('opened while signed in: says who is signed in, offers to continue or to sign out first, and only then shows the form', async () => {
  signIn({ id: 3, email: 'new@flora.test' });
  stub.answer({ 'POST /api/token/logout/': { body: { detail: 'Logged out' } } });
  renderScreen(<RegisterPage />, { path: '/register/?next=%2Fprovider-test%2Ftok-1%2F', sharedHistory: true });
  expect(screen.getByText("You're signed in as new@flora.test.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue as new@flora.test' })).toHaveAttribute('href', '/provider-test/tok-1/');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out to create an account' }));
  expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  expect(session$.getValue().status).not.toBe('authenticated');
});
