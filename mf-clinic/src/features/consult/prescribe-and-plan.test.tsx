// The consult page: prescribing, the week-by-week plan and Complete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';
import { BASE, consultView, PLAN, pageAnswers, prescription, UID } from '../../lib/api/clinician-consult.fixtures';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 7, is_staff: true, first_name: 'Sam', last_name: 'Staff' }));
afterEach(signOut);

const renderConsult = () => renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: `/clinic/consults/${UID}/` });


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

  // Without estriol the API takes it: saved, and said so.
  stub.answer({ [`PUT ${BASE}/prescriptions/`]: { body: consultView({ prescriptions: [prescription('af-1', 0)] }) } });
  await userEvent.click(within(form).getByRole('checkbox', { name: /Estriol cream/ }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save prescriptions' }));
  expect(await within(form).findByText('Prescriptions saved.')).toBeInTheDocument();
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(form).getByRole('checkbox', { name: /Antifungal \(1 dose\)/ })).toBeChecked();
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
