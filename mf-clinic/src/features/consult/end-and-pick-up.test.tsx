// The consult page: End with a note, and Pick up from the page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';
import { BASE, consultView, pageAnswers, UID } from '../../lib/api/clinician-consult.fixtures';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 7, is_staff: true, first_name: 'Sam', last_name: 'Staff' }));
afterEach(signOut);

const renderConsult = () => renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: `/clinic/consults/${UID}/` });


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

test('an ended-as-error consult can be picked up again', async () => {
  stub.answer({
    ...pageAnswers(consultView({ status: 'ER', review: { clinician_user_id: 7, picked_up_at: '2026-11-24T11:00:00Z', closed_at: '2026-11-24T12:00:00Z', outcome_status: 'ER', outcome_reason: 'Blurry ID photo.' } })),
    [`POST ${BASE}/pick-up/`]: { body: consultView({ status: 'PR' }) },
  });
  renderConsult();
  expect(await screen.findByText('Ended as error')).toBeInTheDocument();
  expect(screen.getByText('This consult can be picked up again')).toBeInTheDocument();
  expect(screen.getByText('Note: Blurry ID photo.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pick up again' }));
  expect(await screen.findByRole('form', { name: 'Prescriptions' })).toBeInTheDocument();
  expect(stub.requestsTo(`POST ${BASE}/pick-up/`)).toHaveLength(1);
});

test("says so when another clinician picked the consult up", async () => {
  stub.answer(pageAnswers(consultView({ review: { clinician_user_id: 99, picked_up_at: '2026-11-24T11:00:00Z', closed_at: null, outcome_status: null, outcome_reason: null } })));
  renderConsult();
  expect(await screen.findByText('Another clinician picked this consult up')).toBeInTheDocument();
});
