import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CONFIRMATION_LINE, ELIGIBILITY_STATEMENTS, isMalePartnerEligibilityConfirmed } from './male-partner-eligibility';
import { MalePartnerEligibilityPage } from './male-partner-eligibility-page';

const LOGOUT = 'POST /api/token/logout/';
const ELIGIBILITY_URL = 'http://localhost/register/male-partner/eligibility/';
const stub = setupApiStub();

afterEach(() => {
  signOut();
  window.sessionStorage.clear();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

function renderGate() {
  renderScreen(<MalePartnerEligibilityPage />, { path: '/register/male-partner/eligibility/', sharedHistory: true });
  return { continue: () => screen.getByRole('button', { name: 'Continue' }) };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

test('Continue stays disabled, and says why, until all five boxes are checked', async () => {
  const gate = renderGate();
  expect(screen.getByRole('heading', { level: 1, name: 'Is this treatment right for you?' })).toBeInTheDocument();
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  const boxes = [...ELIGIBILITY_STATEMENTS, CONFIRMATION_LINE].map((label) => screen.getByRole('checkbox', { name: label }));
  expect(within(screen.getByRole('group', { name: 'Please confirm each statement' })).getAllByRole('checkbox')).toHaveLength(4);

  for (const [index, box] of boxes.entries()) {
    expect(gate.continue()).toBeDisabled();
    expect(gate.continue()).toHaveAccessibleDescription(`Continue is available once all five boxes are checked (${5 - index} left).`);
    await userEvent.click(box);
  }
  expect(gate.continue()).toBeEnabled();
  expect(gate.continue()).toHaveAccessibleDescription('Thank you. Continue to create your account.');

  // Unchecking one disables it again.
  await userEvent.click(boxes[1]);
  expect(gate.continue()).toBeDisabled();
  expect(isMalePartnerEligibilityConfirmed()).toBe(false);
  await userEvent.click(boxes[1]);

  await userEvent.click(gate.continue());
  expect(history.location.pathname).toBe('/register/male-partner/');
  expect(isMalePartnerEligibilityConfirmed()).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stub.requests).toHaveLength(0);
});

test('coming back after confirming keeps the boxes checked', () => {
  window.sessionStorage.setItem('flora.malePartnerEligibility', 'confirmed');
  const gate = renderGate();
  expect(screen.getByRole('checkbox', { name: CONFIRMATION_LINE })).toBeChecked();
  expect(gate.continue()).toBeEnabled();
});

describe('signed in', () => {
  beforeEach(() => signIn({ id: 4, email: 'pat@flora.test', firstName: 'Pat', emailVerified: true }));

  test('a modal says the product must be bought by the patient', () => {
    renderGate();
    const dialog = screen.getByRole('dialog', { name: 'This treatment must be bought by the patient' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('pat@flora.test')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share a link with my partner' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Continue with a new account' })).toBeEnabled();
  });

  test('"Continue with a new account" signs out and stays in the flow', async () => {
    stub.answer({ [LOGOUT]: { body: { detail: 'Logged out' } } });
    const gate = renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with a new account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(history.location.pathname).toBe('/register/male-partner/eligibility/');
    expect(gate.continue()).toBeDisabled();
    await waitFor(() => expect(stub.requestsTo(LOGOUT)).toHaveLength(1));
  });

  test("sharing copies the eligibility link and says 'COPIED!'", async () => {
    const writeText = mockClipboard(async () => undefined);
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Share a link with my partner' }));

    expect(await screen.findByRole('button', { name: 'COPIED!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The link is copied');
    expect(writeText).toHaveBeenCalledWith(ELIGIBILITY_URL);
    expect(window.localStorage.getItem('accessToken')).not.toBeNull();
  });

  test('when the clipboard refuses, shows the link to copy by hand', async () => {
    mockClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Share a link with my partner' }));

    expect(await screen.findByLabelText('Copy this link and send it to your partner')).toHaveValue(ELIGIBILITY_URL);
    expect(screen.getByRole('button', { name: 'Share a link with my partner' })).toBeInTheDocument();
  });

  test('Escape leaves the flow for the home page', async () => {
    renderGate();
    await userEvent.keyboard('{Escape}');
    expect(history.location.pathname).toBe('/');
  });
});
