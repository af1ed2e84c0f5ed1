import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResearchConsentPage } from './research-consent-page';

const CONSENT = 'POST /api/v1/research-consent/';
const USER_CONFIG = 'GET /api/v1/user-config/';
const stub = setupApiStub();

afterEach(signOut);

function renderAt(path: string, user: Record<string, unknown> = {}) {
  signIn({ id: 3, firstName: 'Noor', emailVerified: true, consentCompleted: { research: false }, ...user });
  renderScreen(<ResearchConsentPage />, { path, sharedHistory: true });
  return {
    checkbox: () => screen.getByRole('checkbox', { name: /de-identified data may be used for research/ }),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Agree and continue' })),
  };
}

test('says what the research is and what is shared', () => {
  renderAt('/research-consent/');
  expect(screen.getByRole('heading', { level: 1, name: 'Taking part in our research' })).toBeInTheDocument();
  expect(screen.getByText(/needed to use Flora's tests and care/)).toBeInTheDocument();
  expect(screen.getByText(/without your name, email, address or birthday/)).toBeInTheDocument();
  expect(screen.getByText(/withdraw at any time/)).toBeInTheDocument();
});

test('sends nothing until the box is ticked, and says so beside it', async () => {
  const page = renderAt('/research-consent/?next=%2Ftests%2F');
  await page.submit();
  await waitFor(() => expect(page.checkbox()).toHaveAccessibleDescription('Tick the box to take part. Tests and care need it.'));
  expect(page.checkbox()).toHaveAttribute('aria-invalid', 'true');
  expect(stub.requests).toHaveLength(0);
  expect(history.location.pathname).toBe('/research-consent/');
});

test('records the consent, reloads the user and continues to where the guard stopped them', async () => {
  stub.answer({
    [CONSENT]: { body: { research_consent: true } },
    [USER_CONFIG]: { body: userConfigFixture({ id: 3, emailVerified: true, consentCompleted: { research: true } }) },
  });
  const page = renderAt('/research-consent/?next=%2Fresults%2Fabc%2F');
  await userEvent.click(page.checkbox());
  await page.submit();

  await waitFor(() => expect(history.location.pathname).toBe('/results/abc/'));
  expect(stub.requestsTo(CONSENT).map((r) => r.body)).toEqual([{ research_consent: true }]);
  expect(stub.requestsTo(USER_CONFIG)).toHaveLength(1);
  expect(JSON.parse(window.localStorage.getItem('currentUser')!)).toMatchObject({ consentCompleted: { research: true } });
});

test('without a next, goes home; a next to another site is ignored', async () => {
  stub.answer({
    [CONSENT]: { body: { research_consent: true } },
    [USER_CONFIG]: { body: userConfigFixture({ id: 3, consentCompleted: { research: true } }) },
  });
  const page = renderAt('/research-consent/?next=%2F%2Fevil.example%2F');
  await userEvent.click(page.checkbox());
  await page.submit();
  await waitFor(() => expect(history.location.pathname).toBe('/'));
});

test('a male partner continues to the intake', async () => {
  stub.answer({
    [CONSENT]: { body: { research_consent: true } },
    [USER_CONFIG]: { body: userConfigFixture({ id: 4, registrationRoute: 'male_partner', consentCompleted: { research: true } }) },
  });
  const page = renderAt('/research-consent/', { registrationRoute: 'male_partner' });
  await userEvent.click(page.checkbox());
  await page.submit();
  await waitFor(() => expect(history.location.pathname).toBe('/treatments/male-partner/intake/start'));
});

test("shows the API's message and stays", async () => {
  stub.answer({ [CONSENT]: { status: 400, body: { detail: 'Something went wrong on our side.' } } });
  const page = renderAt('/research-consent/');
  await userEvent.click(page.checkbox());
  await page.submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  expect(history.location.pathname).toBe('/research-consent/');
  expect(screen.getByRole('button', { name: 'Agree and continue' })).toBeEnabled();
});

test('a user who already consented is offered to continue', () => {
  renderAt('/research-consent/?next=%2Fcare%2F', { consentCompleted: { research: true } });
  expect(screen.getByRole('heading', { level: 1, name: "You're taking part in our research" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/care/');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
