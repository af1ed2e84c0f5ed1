import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '@flora/shared/data';
import type { ApiResponse } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderTestPage } from './provider-test-page';

const USED_LINK_COPY = 'This test link was already used: the test is in the account that accepted it.';
const UNKNOWN_LINK_COPY = 'This test link is not valid. Check the link in your email, or ask your provider to order the test again.';
const PROVIDER_ACCOUNT_COPY = 'You are signed in with a provider account, which cannot accept a test ordered for a patient. Sign out, then sign in or create an account with the patient’s address.';
const PAY_TO_ADD_COPY = 'Pay for the test to have your kit sent: it is added to your account as you pay.';

jest.mock('@flora/shared/data', () => ({ ...jest.requireActual('@flora/shared/data'), leaveFor: jest.fn() }));

const TOKEN = 'tok-abcdefghijklmnop';
const INVITATION = `GET /api/v1/provider-test/${TOKEN}/`;
const ACCEPT = `POST /api/v1/provider-test/${TOKEN}/`;
const stub = setupApiStub();

type Invitation = ApiResponse<'/api/v1/provider-test/{token}/'>;
const invitation = (changes: Partial<Invitation> = {}): Invitation => ({
  provider: { first_name: 'Dana', last_name: 'Reyes', practice_name: 'Bay Women’s Health' },
  ordered_at: '2026-11-20T15:00:00.000Z',
  payer: 'provider',
  add_sti_panel: true,
  price: null,
  patient_email_hint: 'p***@flora.test',
  state: 'open',
  is_open: true,
  ...changes,
});

afterEach(() => {
  signOut();
  jest.mocked(leaveFor).mockClear();
});

const renderPage = () => renderScreen(<ProviderTestPage />, { path: `/provider-test/${TOKEN}/`, route: '/provider-test/:token/' });

test('shows who ordered what while anonymous, with both ways in carrying next back here', async () => {
  stub.answer({ [INVITATION]: { body: invitation() } });
  renderPage();
  expect(screen.getByText('Loading your test…')).toBeInTheDocument();
  expect(await screen.findByText('Dana Reyes, Bay Women’s Health')).toBeInTheDocument();
  expect(screen.getByText('Vaginal Microbiome Test with the STI Panel')).toBeInTheDocument();
  expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
  expect(screen.getByText('Paid by your provider')).toBeInTheDocument();
  expect(screen.getAllByText('p***@flora.test').length).toBeGreaterThan(0);
  const back = encodeURIComponent(`/provider-test/${TOKEN}/`);
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register/?next=${back}`);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login/?next=${back}`);
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
});

test('signed in: adds the test to her account on a clear button, then links to My Tests', async () => {
  signIn({ id: 3, email: 'patient@flora.test', firstName: 'Pat' });
  stub.answer({
    [INVITATION]: { body: invitation({ add_sti_panel: false }) },
    [ACCEPT]: { status: 201, body: { status: 'kit_sent', test_hash: 'VMT-123', checkout_url: null } },
  });
  renderPage();
  expect(await screen.findByText('patient@flora.test')).toBeInTheDocument();
  expect(screen.getByText('Vaginal Microbiome Test')).toBeInTheDocument();
  expect(stub.requestsTo(ACCEPT)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Add this test to my account' }));

  expect(await screen.findByText('The test is in your account')).toBeInTheDocument();
  expect(screen.getByText(/results will also be shared with Dana Reyes/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
  expect(stub.requestsTo(ACCEPT)).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
});

test('when the patient pays, accepting leads on to the payment page', async () => {
  signIn({ id: 3, email: 'patient@flora.test' });
  stub.answer({
    [INVITATION]: { body: invitation({ payer: 'patient', price: 129 }) },
    [ACCEPT]: { body: { status: 'awaiting_payment', test_hash: null, checkout_url: 'http://localhost:4000/checkout/abc' } },
  });
  renderPage();
  expect(await screen.findByText('$129, paid by you at checkout')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add this test to my account' }));
  expect(await screen.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', 'http://localhost:4000/checkout/abc');
  // Not in her account before she pays: the page does not claim it is.
  expect(screen.getByText(PAY_TO_ADD_COPY)).toBeInTheDocument();
  expect(screen.queryByText(/saved to your account/)).not.toBeInTheDocument();
});

test('signed in again after accepting but before paying: leads on to the same payment, not to adding the test again', async () => {
  signIn({ id: 3, email: 'patient@flora.test' });
  stub.answer({
    [INVITATION]: { body: invitation({ payer: 'patient', price: 129, state: 'awaiting_patient_payment' }) },
    [ACCEPT]: { body: { status: 'awaiting_payment', test_hash: null, checkout_url: 'http://localhost:4000/checkout/abc' } },
  });
  renderPage();
  expect(await screen.findByText('One step left: payment')).toBeInTheDocument();
  expect(screen.getByText(PAY_TO_ADD_COPY, { exact: false })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:4000/checkout/abc'));
  expect(stub.requestsTo(ACCEPT)).toHaveLength(1);
});

test('a payment already made is said plainly when she asks to pay again', async () => {
  signIn({ id: 3, email: 'patient@flora.test' });
  stub.answer({
    [INVITATION]: { body: invitation({ payer: 'patient', price: 129, state: 'awaiting_patient_payment' }) },
    [ACCEPT]: { status: 409, body: { detail: 'This order is paid; the payment is being processed.' } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This order is paid; the payment is being processed.');
  expect(leaveFor).not.toHaveBeenCalled();
});

test("another account's refusal is shown with a way to sign out, and nothing else changes", async () => {
  signIn({ id: 4, email: 'pat.other@flora.test' });
  stub.answer({
    [INVITATION]: { body: invitation() },
    [ACCEPT]: { status: 403, body: { detail: 'This test was ordered for another email address. Sign in with the address the invitation was sent to.' } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Add this test to my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This test was ordered for another email address.');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
});

test('a link used meanwhile says so on accepting', async () => {
  signIn({ id: 3, email: 'patient@flora.test' });
  stub.answer({ [INVITATION]: { body: invitation() }, [ACCEPT]: { status: 410, body: { detail: 'gone' } } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Add this test to my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(USED_LINK_COPY);
});

test('once the test is in her account (she paid, whether or not she came back), the link says it is done and leads to My Tests', async () => {
  signIn({ id: 3, email: 'patient@flora.test' });
  stub.answer({ [INVITATION]: { body: invitation({ payer: 'patient', price: 129, state: 'used', is_open: false }) } });
  renderPage();
  expect(await screen.findByText('The test is in your account')).toBeInTheDocument();
  expect(screen.getByText(/results will also be shared with Dana Reyes/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  expect(screen.queryByText(USED_LINK_COPY)).not.toBeInTheDocument();
});

test('a used link, to anyone else, says it was used and offers their own tests instead of the button', async () => {
  stub.answer({ [INVITATION]: { body: invitation({ state: 'used', is_open: false }) } });
  renderPage();
  expect(await screen.findByText(USED_LINK_COPY)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in to see your tests' })).toHaveAttribute('href', `/login/?next=${encodeURIComponent('/tests/')}`);
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
  expect(screen.queryByText('The test is in your account')).not.toBeInTheDocument();
});

test('a test the provider has not paid for yet cannot be accepted', async () => {
  stub.answer({ [INVITATION]: { body: invitation({ state: 'awaiting_provider_payment', is_open: false }) } });
  renderPage();
  expect(await screen.findByText(/has not completed the payment/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
});

test('an unknown link says so', async () => {
  stub.answer({ [INVITATION]: { status: 404, body: { detail: 'This test link is not valid.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN_LINK_COPY);
});

test('a failure to load offers to try again', async () => {
  stub.answer({ [INVITATION]: { status: 500, body: { detail: 'The service is unavailable.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
  stub.answer({ [INVITATION]: { body: invitation() } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByText('Dana Reyes, Bay Women’s Health')).toBeInTheDocument());
});

test('a provider signed in is told to sign out and use the patient account, with no accept button', async () => {
  signIn({ id: 5, email: 'provider@flora.test', isProvider: true });
  stub.answer({ [INVITATION]: { body: invitation() } });
  renderPage();
  expect(await screen.findByText(PROVIDER_ACCOUNT_COPY)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
});

test('signed in with an address that is clearly not the invited one: says so before anything is sent', async () => {
  signIn({ id: 4, email: 'someone@elsewhere.test' });
  stub.answer({ [INVITATION]: { body: invitation() } });
  renderPage();
  expect(await screen.findByText('This test is for another email address')).toBeInTheDocument();
  expect(screen.getByText(/signed in as someone@elsewhere.test, but the test was ordered for p\*\*\*@flora.test/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add this test to my account' })).not.toBeInTheDocument();
  expect(stub.requestsTo(`POST /api/v1/provider-test/${TOKEN}/`)).toHaveLength(0);
});
