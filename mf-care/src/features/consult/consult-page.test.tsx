import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { aConsult, CONSULT, DEMO_THREAD, MESSAGES, renderConsultPage, stub } from './consult.fixtures';

beforeEach(() => signIn({ email: 'dana@flora.test' }));
afterEach(signOut);

const statusSection = () => screen.getByRole('region', { name: 'Status' });

test('a completed consult: its status in words, what comes next and the links the banner rules give', async () => {
  stub.answer({ [CONSULT]: { body: aConsult() }, [MESSAGES]: { body: DEMO_THREAD } });
  renderConsultPage();

  expect(await screen.findByRole('heading', { level: 1, name: 'Vaginitis consultation' })).toBeInTheDocument();
  expect(screen.getByText('Started Mar 2, 2026')).toBeInTheDocument();
  const status = within(statusSection());
  expect(status.getByText('Complete')).toBeInTheDocument();
  expect(status.getByText('Your treatment is ready!')).toBeInTheDocument();
  const links = within(status.getByRole('list', { name: 'Next steps' })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['View my treatments', '/treatments/consults/c-1/treatment/'],
    ['Track your order', '/account/orders/'],
  ]);
  // A closed consult still takes messages (the API allows them in every status).
  expect(await screen.findByText(/This consultation is closed, but you can still write/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Care' })).toHaveAttribute('href', '/care/');
});

test('an unfinished intake: the intake link, a warning status and no closed note', async () => {
  stub.answer({
    [CONSULT]: { body: aConsult({ status: 'ST', is_closed: false, is_pre_submit: true, consultmessagethread: null }) },
    [MESSAGES]: { body: [] },
  });
  renderConsultPage();
  const status = within(await screen.findByRole('region', { name: 'Status' }));
  expect(status.getByText('Intake started')).toBeInTheDocument();
  expect(status.getByText('Complete your clinical intake')).toBeInTheDocument();
  expect(status.getByText('Please complete your clinical intake to begin your consultation.')).toBeInTheDocument();
  expect(status.getByRole('link', { name: 'Complete intake' })).toHaveAttribute('href', '/treatments/consults/c-1/intake/start/');
  expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  expect(screen.queryByText(/This consultation is closed/)).not.toBeInTheDocument();
});

test.each([
  ['CA', 'Cancelled', 'Cancelled', 'Your consult was cancelled. Reach out to care@flora.test if you have questions.'],
  ['SU', 'Under review', 'A clinician is reviewing', 'Email care@flora.test if you have any questions.'],
] as const)('status %s reads "%s" with "%s"', async (code, label, title, note) => {
  stub.answer({ [CONSULT]: { body: aConsult({ status: code }) }, [MESSAGES]: { body: [] } });
  renderConsultPage();
  const status = within(await screen.findByRole('region', { name: 'Status' }));
  expect(status.getAllByText(label).length).toBeGreaterThan(0);
  expect(status.getAllByText(title).length).toBeGreaterThan(0);
  expect(status.getByText(note)).toBeInTheDocument();
  expect(status.queryByRole('link')).not.toBeInTheDocument();
});

test("a male partner's submitted consult (where his intake leads him): under review, and back to his My Treatments, not Care", async () => {
  signIn({ email: 'max@flora.test', registrationRoute: 'male_partner' });
  stub.answer({ [CONSULT]: { body: aConsult({ type: 'male-partner', status: 'SU', is_closed: false }) }, [MESSAGES]: { body: [] } });
  renderConsultPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Male partner treatment' })).toBeInTheDocument();
  const status = within(await screen.findByRole('region', { name: 'Status' }));
  expect(status.getAllByText('Under review').length).toBeGreaterThan(0);
  expect(status.getByText('A clinician is reviewing')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Treatments' })).toHaveAttribute('href', '/treatments/');
  expect(screen.queryByRole('link', { name: 'Back to Care' })).not.toBeInTheDocument();
});

test("someone else's consult, or an unknown one, is not found", async () => {
  stub.answer({ [CONSULT]: { status: 404, body: { detail: 'No consult with that uid.' } } });
  renderConsultPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo(MESSAGES)).toHaveLength(0);
});

test('a consult that fails to load says so and tries again', async () => {
  stub.answer({ [CONSULT]: { status: 500, body: { detail: 'The service is busy.' } } });
  renderConsultPage();
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this consultation. The service is busy.");
  stub.answer({ [CONSULT]: { body: aConsult() }, [MESSAGES]: { body: DEMO_THREAD } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Vaginitis consultation' })).toBeInTheDocument();
});
