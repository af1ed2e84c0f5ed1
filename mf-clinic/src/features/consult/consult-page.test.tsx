import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';
import { BASE, consultView, message, PLAN, pageAnswers, prescription, UID } from './consult.fixtures';

const stub = setupApiStub();
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo-id');
  URL.revokeObjectURL = jest.fn();
});
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
  expect(await within(patient).findByText(/^03\/07\/1990 \(\d+ years\)$/)).toBeInTheDocument();
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

  expect(await within(section('Photo ID')).findByRole('img', { name: 'Government ID uploaded by Nora Quinn' })).toHaveAttribute('src', 'blob:photo-id');
  expect(stub.requestsTo(`GET ${BASE}/photo-id/`)[0].authorization).toMatch(/^Bearer /);

  const thread = await within(section('Messages')).findByRole('list', { name: 'Conversation with Nora Quinn' });
  expect(within(thread).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('Is it safe with my pill?'),
    expect.stringContaining('We are looking at it.'),
  ]);
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

test('prescribes treatments with refills; an API error shows beside the list', async () => {
  stub.answer({
    ...pageAnswers(),
    [`PUT ${BASE}/prescriptions/`]: { status: 400, body: { detail: 'est-1 is not a treatment or routine essential in the catalogue.', field: 'prescriptions' } },
  });
  renderConsult();
  const form = await screen.findByRole('form', { name: 'Prescriptions' });

  await userEvent.click(within(form).getByRole('button', { name: 'Save prescriptions' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one treatment to prescribe.');

  await userEvent.click(within(form).getByRole('checkbox', { name: /Antifungal \(1 dose\)/ }));
  await userEvent.click(within(form).getByRole('checkbox', { name: /Estriol cream/ }));
  const refills = within(form).getByRole('spinbutton', { name: 'Refills of Estriol cream' });
  await userEvent.clear(refills);
  await userEvent.type(refills, '2');
  await userEvent.click(within(form).getByRole('button', { name: 'Save prescriptions' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('est-1 is not a treatment or routine essential in the catalogue.');
  expect(stub.requestsTo(`PUT ${BASE}/prescriptions/`)[0].body).toEqual({
    prescriptions: [
      { product_slug: 'af-1', refills: 0 },
      { product_slug: 'est-1', refills: 2 },
    ],
  });
  expect(within(form).getByRole('checkbox', { name: /Estriol cream/ })).toBeChecked();
});

test('builds the plan week by week, then Complete is allowed after a confirmation', async () => {
  const prescribed = consultView({ prescriptions: [prescription('af-1', 0)] });
  stub.answer({
    ...pageAnswers(prescribed),
    [`PUT ${BASE}/treatment-plan/`]: { body: consultView({ prescriptions: [prescription('af-1', 0)], treatment_plan: PLAN }) },
    [`POST ${BASE}/complete/`]: {
      body: consultView({ status: 'CP', prescriptions: [prescription('af-1', 0)], treatment_plan: PLAN, review: { clinician_user_id: 7, picked_up_at: '2026-11-24T11:00:00Z', closed_at: '2026-11-24T12:00:00Z', outcome_status: 'CP', outcome_reason: null } }),
    },
  });
  renderConsult();
  const plan = await screen.findByRole('form', { name: 'Treatment plan' });
  const complete = screen.getByRole('button', { name: 'Complete consult' });
  expect(complete).toBeDisabled();
  expect(complete).toHaveAccessibleDescription('Save the treatment plan before completing.');

  expect(within(plan).getByText('6 weeks; week 6 is the retest week.')).toBeInTheDocument();
  await userEvent.click(within(plan).getByRole('button', { name: 'Remove the last week' }));
  await userEvent.click(within(plan).getByRole('button', { name: 'Remove the last week' }));
  await userEvent.click(within(plan).getByRole('button', { name: 'Remove the last week' }));
  expect(within(plan).getByText('3 weeks; week 3 is the retest week.')).toBeInTheDocument();
  expect(within(plan).getByRole('group', { name: 'Week 3 (retest week)' })).toBeInTheDocument();
  // Estriol is not prescribed: only af-1 and the routine essential are offered.
  expect(within(plan).queryByRole('checkbox', { name: /Estriol/ })).not.toBeInTheDocument();

  const week1 = within(plan).getByRole('group', { name: 'Week 1' });
  await userEvent.click(within(week1).getByRole('checkbox', { name: 'Antifungal (1 dose) in week 1' }));
  const week2 = within(plan).getByRole('group', { name: 'Week 2' });
  await userEvent.click(within(week2).getByRole('checkbox', { name: 'Oral probiotic in week 2' }));
  await userEvent.click(within(week2).getByRole('checkbox', { name: 'As needed (Oral probiotic, week 2)' }));
  await userEvent.click(within(plan).getByRole('button', { name: 'Save treatment plan' }));
  expect(await within(plan).findByText('Treatment plan saved.')).toBeInTheDocument();
  expect(stub.requestsTo(`PUT ${BASE}/treatment-plan/`)[0].body).toEqual({
    last_treatment_week: 3,
    treatment_schedule: [
      { week: 1, prescriptions: [{ slug: 'af-1', as_needed: false }] },
      { week: 2, prescriptions: [{ slug: 'op-4', as_needed: true }] },
    ],
  });

  await waitFor(() => expect(screen.getByRole('button', { name: 'Complete consult' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Complete consult' }));
  const dialog = screen.getByRole('dialog', { name: 'Complete this consult?' });
  expect(stub.requestsTo(`POST ${BASE}/complete/`)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Complete consult' }));
  expect(await screen.findByText('Complete: the patient has been told her treatment is ready')).toBeInTheDocument();
  expect(stub.requestsTo(`POST ${BASE}/complete/`)).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Treatment plan' })).not.toBeInTheDocument();
});

test('Complete says why it is not possible before anything is prescribed', async () => {
  stub.answer(pageAnswers());
  renderConsult();
  expect(await screen.findByRole('button', { name: 'Complete consult' })).toHaveAccessibleDescription('Save at least one prescription before completing.');
});

test('ends a consult with an outcome and a required note, after the dialog', async () => {
  stub.answer({
    ...pageAnswers(),
    [`POST ${BASE}/end/`]: {
      body: consultView({ status: 'RF', review: { clinician_user_id: 7, picked_up_at: '2026-11-24T11:00:00Z', closed_at: '2026-11-24T12:00:00Z', outcome_status: 'RF', outcome_reason: 'Needs an in-person exam.' } }),
    },
  });
  renderConsult();
  await userEvent.click(await screen.findByRole('button', { name: 'End consult…' }));
  const dialog = screen.getByRole('dialog', { name: 'End this consult' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'End consult' }));
  expect(await within(dialog).findByText('Choose how the consult ends.')).toBeInTheDocument();
  expect(within(dialog).getByText('Write a note: why the consult ends this way.')).toBeInTheDocument();
  expect(stub.requestsTo(`POST ${BASE}/end/`)).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('radio', { name: /Referred/ }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Note for the record/ }), 'Needs an in-person exam.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End consult' }));
  expect(await screen.findByText('Ended as referred')).toBeInTheDocument();
  expect(stub.requestsTo(`POST ${BASE}/end/`)[0].body).toEqual({ status: 'RF', reason: 'Needs an in-person exam.' });
  expect(screen.getByText('Note: Needs an in-person exam.')).toBeInTheDocument();
});

test('a submitted consult opened directly can be picked up from the page', async () => {
  stub.answer({ ...pageAnswers(consultView({ status: 'SU' })), [`POST ${BASE}/pick-up/`]: { body: consultView({ status: 'PR' }) } });
  renderConsult();
  await userEvent.click(await screen.findByRole('button', { name: 'Pick up' }));
  expect(await screen.findByRole('form', { name: 'Prescriptions' })).toBeInTheDocument();
  expect(screen.queryByText('Waiting for a clinician')).not.toBeInTheDocument();
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
