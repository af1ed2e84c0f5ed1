// The consult page: what the clinician reads (patient, results, intake, photo ID, messages).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';
import { BASE, consultView, INTAKE, message, pageAnswers, UID } from '../../lib/api/clinician-consult.fixtures';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 7, is_staff: true, first_name: 'Sam', last_name: 'Staff' }));
afterEach(signOut);

const renderConsult = () => renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: `/clinic/consults/${UID}/` });
const section = (name: string) => screen.getByRole('region', { name });


test('shows the patient, her result summary, the intake answers in words, the photo ID and the messages', async () => {
  stub.answer(pageAnswers());
  renderConsult();

  expect(await screen.findByRole('heading', { level: 1, name: 'Consult: Nora Quinn' })).toBeInTheDocument();
  const patient = section('Patient');
  expect(within(patient).getByText('nora@example.com')).toBeInTheDocument();
  // SPEC §9's date format, from the shared formatter.
  expect(await within(patient).findByText(/^Mar 7, 1990 \(\d+ years\)$/)).toBeInTheDocument();
  expect(within(patient).getByText('TX')).toBeInTheDocument();

  const results = section('Result summary');
  expect(within(results).getByText('CST IV-B')).toBeInTheDocument();
  expect(within(results).getByText(/Gardnerella vaginalis .* linked to BV/)).toBeInTheDocument();
  expect(within(results).getByText('Disrupted')).toBeInTheDocument();
  expect(within(results).getByText('Conditions: BV')).toBeInTheDocument();

  const intake = section('Intake answers');
  expect(within(intake).getByText('Odor, Itching')).toBeInTheDocument();
  expect(within(intake).getByText('1 to 4 weeks')).toBeInTheDocument();
  expect(within(intake).getByText('Penicillin')).toBeInTheDocument();
  expect(await within(intake).findByText('Levothyroxine')).toBeInTheDocument();
  expect(within(intake).getByText('Worse after my period.')).toBeInTheDocument();
  expect(within(intake).getByText('Mar 7, 1990')).toBeInTheDocument();
  // Not a male-partner consult: his question is not shown.
  expect(within(intake).queryByText('Sex assigned at birth')).not.toBeInTheDocument();

  expect(await within(section('Photo ID')).findByRole('img', { name: 'Government ID uploaded by Nora Quinn' })).toHaveAttribute('src', expect.stringMatching(/^data:/));
  expect(stub.requestsTo(`GET ${BASE}/photo-id/`)[0].authorization).toMatch(/^Bearer /);

  const thread = await within(section('Messages')).findByRole('list', { name: 'Conversation with Nora Quinn' });
  expect(within(thread).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('Is it safe with my pill?'),
    expect.stringContaining('We are looking at it.'),
  ]);
  expect(within(thread).getAllByRole('listitem')[0]).toHaveTextContent(/Nov 24, 2026, \d{1,2}:00 [AP]M/);
});

test("a male partner's intake shows his sex assigned at birth and none of the female questions", async () => {
  stub.answer({
    ...pageAnswers(),
    [`GET ${BASE}/intake/`]: { body: { ...INTAKE, consult_type: 'male-partner', symptoms: null, symptom_duration: null, pregnancy_status: null, breastfeeding: null, sex_assigned_at_birth: 'male' } },
  });
  renderConsult();
  const intake = await screen.findByRole('region', { name: 'Intake answers' });
  expect(await within(intake).findByText('Sex assigned at birth')).toBeInTheDocument();
  expect(within(intake).getByText('Male')).toBeInTheDocument();
  for (const question of ['Symptoms', 'Pregnancy', 'Breastfeeding']) expect(within(intake).queryByText(question)).not.toBeInTheDocument();
});

test('a reply is checked, sent as the clinician and joins the thread; a failed send keeps the text', async () => {
  stub.answer({
    ...pageAnswers(),
    [`POST ${BASE}/messages/`]: (_request, body) => ({ status: 201, body: message(3, 'clinician', body.body) }),
  });
  renderConsult();
  const messages = await screen.findByRole('region', { name: 'Messages' });
  await within(messages).findByRole('list');

  await userEvent.click(within(messages).getByRole('button', { name: 'Send reply' }));
  expect(await within(messages).findByText('Write your reply first.')).toBeInTheDocument();

  await userEvent.type(within(messages).getByRole('textbox', { name: /Your reply/ }), 'Yes, it is safe.');
  await userEvent.click(within(messages).getByRole('button', { name: 'Send reply' }));
  expect(await within(messages).findByText('Your reply was sent.')).toBeInTheDocument();
  expect(within(messages).getByText('Yes, it is safe.')).toBeInTheDocument();
  expect(stub.requestsTo(`POST ${BASE}/messages/`)[0].body).toEqual({ body: 'Yes, it is safe.' });
  expect(within(messages).getByRole('textbox', { name: /Your reply/ })).toHaveValue('');

  stub.answer({ [`POST ${BASE}/messages/`]: { status: 500, body: { detail: 'Try again later.' } } });
  await userEvent.type(within(messages).getByRole('textbox', { name: /Your reply/ }), 'Second');
  await userEvent.click(within(messages).getByRole('button', { name: 'Send reply' }));
  expect(await within(messages).findByText('Your reply was not sent')).toBeInTheDocument();
  expect(within(messages).getByRole('textbox', { name: /Your reply/ })).toHaveValue('Second');
});

test('an unknown consult says so, with the way back to the queue', async () => {
  stub.answer({ [`GET ${BASE}/`]: { status: 404, body: { detail: 'No such consult.' } } });
  renderConsult();
  expect(await screen.findByRole('heading', { level: 1, name: 'Consult not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/clinic/');
});

test('without a photo ID or results, says so plainly', async () => {
  stub.answer({ ...pageAnswers(consultView({ results: null })), [`GET ${BASE}/photo-id/`]: { status: 404, body: { detail: 'No photo ID.' } } });
  renderConsult();
  expect(await screen.findByText('No photo ID uploaded on this consult.')).toBeInTheDocument();
  expect(screen.getByText(/No test results on this consult/)).toBeInTheDocument();
});
