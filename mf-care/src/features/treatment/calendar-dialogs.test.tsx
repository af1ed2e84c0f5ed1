import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { anEntry, aPeriod, aPlan, faqPage, FAQS, PLAN, UID } from './treatment.fixtures';
import { TreatmentPage } from './treatment-page';

const stub = setupApiStub();
// Typing whole dates key by key is slow on a busy machine.
jest.setTimeout(20_000);
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<TreatmentPage />, { path: `/treatments/consults/${UID}/treatment/`, route: '/treatments/consults/:uid/treatment/' });
const REASONS = {
  skip: [
    { value: 'period', label: 'I have my period' },
    { value: 'forgot', label: 'I forgot' },
  ],
  reschedule: [
    { value: 'travel', label: 'I am travelling' },
    { value: 'schedule-conflict', label: 'It does not fit my schedule' },
  ],
};
const reasonRoute = {
  'GET /api/v1/calendar-treatments/adjustment-reason-options/': (req: { url: string }) => {
    const type = new URL(req.url, 'http://x').searchParams.get('adjustment_type') as 'skip' | 'reschedule';
    return { body: { adjustment_type: type, options: REASONS[type] } };
  },
};

test('adjusts one treatment: skip it with a reason, or move it to another week; a refusal shows in the dialog and keeps the choice', async () => {
  const ba2 = anEntry('ba-14', 2, { id: 42 });
  let plan = aPlan({ entries: [anEntry('ba-14', 1), ba2, anEntry('op-4', 1)] });
  stub.answer({
    [PLAN]: () => ({ body: plan }),
    [FAQS]: { body: faqPage(1, 0) },
    ...reasonRoute,
    'PATCH /api/v1/calendar-treatments/42/': (req) => {
      if (req.body.week === 4) return { status: 409, body: { detail: 'ba-14 is already scheduled in week 4.' } };
      const moved = { ...ba2, week: req.body.week ?? 2, adjustment_type: req.body.adjustment_type, adjustment_reason: req.body.reason };
      plan = aPlan({ entries: [anEntry('ba-14', 1), moved, anEntry('op-4', 1)] });
      return { body: moved };
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Adjust Boric Acid Suppositories, week 2' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Adjust Boric Acid Suppositories' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('Choose what to change.')).toBeInTheDocument();

  await userEvent.click(dialog.getByRole('radio', { name: 'Move it to another week' }));
  expect(await dialog.findByRole('radio', { name: 'I am travelling' })).toBeInTheDocument();
  expect(dialog.queryByRole('radio', { name: 'I forgot' })).not.toBeInTheDocument();
  await userEvent.click(dialog.getByRole('radio', { name: 'I am travelling' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('Choose the week to move it to.')).toBeInTheDocument();
  const weekSelect = dialog.getByLabelText('Move to week');
  expect(within(weekSelect).queryByRole('option', { name: 'Week 2' })).not.toBeInTheDocument();
  await userEvent.selectOptions(weekSelect, 'Week 4');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('ba-14 is already scheduled in week 4.')).toBeInTheDocument();
  expect(weekSelect).toHaveValue('4');

  await userEvent.selectOptions(weekSelect, 'Week 3');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(stub.requestsTo('PATCH /api/v1/calendar-treatments/42/').at(-1)?.body).toEqual({ adjustment_type: 'reschedule', reason: 'travel', week: 3 });
  const week3 = await screen.findByRole('list', { name: 'Week 3' });
  expect(within(week3).getByText('Moved from week 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adjust Boric Acid Suppositories, week 3' })).toBeInTheDocument();
  // Focus follows it to its new week.
  await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Week 3' })).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Adjust Boric Acid Suppositories, week 2' })).not.toBeInTheDocument();
});

test('a skip sends no week and shows the treatment as skipped', async () => {
  const op = anEntry('op-4', 1, { id: 50 });
  let plan = aPlan({ entries: [op] });
  stub.answer({
    [PLAN]: () => ({ body: plan }),
    [FAQS]: { body: faqPage(1, 0) },
    ...reasonRoute,
    'PATCH /api/v1/calendar-treatments/50/': (req) => {
      const skipped = { ...op, adjustment_type: 'skip' as const, adjustment_reason: req.body.reason };
      plan = aPlan({ entries: [skipped] });
      return { body: skipped };
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Adjust Vaginal Probiotic, week 1' }));
  const dialog = within(screen.getByRole('dialog'));
  await userEvent.click(dialog.getByRole('radio', { name: 'Skip it this week' }));
  expect(dialog.queryByLabelText('Move to week')).not.toBeInTheDocument();
  await userEvent.click(await dialog.findByRole('radio', { name: 'I have my period' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await within(screen.getByRole('list', { name: 'Week 1' })).findByText('Skipped this week')).toBeInTheDocument();
  expect(stub.requestsTo('PATCH /api/v1/calendar-treatments/50/')[0]?.body).toEqual({ adjustment_type: 'skip', reason: 'period' });
});

test('resets the calendar only after confirming', async () => {
  let plan = aPlan({ startedDaysAgo: 3, interruptions: [aPeriod(0, 3)] });
  stub.answer({
    [PLAN]: () => ({ body: plan }),
    [FAQS]: { body: faqPage(1, 0) },
    [`PATCH /api/v1/consults/${UID}/reset-calendar/`]: () => {
      plan = aPlan({ startedDaysAgo: null });
      return { body: plan };
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reset calendar' }));
  let dialog = within(screen.getByRole('dialog', { name: 'Reset your calendar?' }));
  expect(dialog.getByText(/the periods you logged are deleted/)).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Keep my calendar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stub.requestsTo(`PATCH /api/v1/consults/${UID}/reset-calendar/`)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Reset calendar' }));
  dialog = within(screen.getByRole('dialog', { name: 'Reset your calendar?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Reset calendar' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'First step: choose your start date' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stub.requestsTo(`PATCH /api/v1/consults/${UID}/reset-calendar/`)).toHaveLength(1);
});
