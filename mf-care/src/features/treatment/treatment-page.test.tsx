import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatInputDate } from '@flora/shared/domain';
import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { aPlan, day, faqPage, FAQS, NOT_FOUND, PLAN, UID } from './treatment.fixtures';
import { LatestTreatmentPage, TreatmentPage } from './treatment-page';

const stub = setupApiStub();
// Typing whole dates key by key is slow on a busy machine.
jest.setTimeout(20_000);
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<TreatmentPage />, { path: `/treatments/consults/${UID}/treatment/`, route: '/treatments/consults/:uid/treatment/' });
const weeks = async () => within(await screen.findByRole('list', { name: 'Treatment weeks' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Treatment weeks');

test('shows the calendar week by week: today\'s week marked, the check-in and retest hints, each week\'s treatments', async () => {
  stub.answer({ [PLAN]: { body: aPlan({ startedDaysAgo: 9 }) }, [FAQS]: { body: faqPage(1, 0) } });
  renderPage();
  const list = await weeks();
  expect(list).toHaveLength(6);
  expect(within(list[0]!).getByText('Initial check-in')).toBeInTheDocument();
  expect(within(list[5]!).getByText('Final retest')).toBeInTheDocument();
  // Nine days in: week 2 is this week.
  expect(list[1]).toHaveAttribute('aria-current', 'date');
  expect(within(list[1]!).getByText('This week')).toBeInTheDocument();
  expect(list[0]).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('heading', { level: 2, name: 'You are in week 2 of 6' })).toBeInTheDocument();
  const week1 = within(list[0]!).getByRole('list', { name: 'Week 1' });
  expect(within(week1).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('Boric Acid Suppositories'),
    expect.stringContaining('Antifungal (Fluconazole)'),
    expect.stringContaining('Soothing Cream · as needed'),
    expect.stringContaining('Vaginal Probiotic'),
  ]);
  expect(within(list[5]!).getByText(/Take your retest/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adjust Boric Acid Suppositories, week 1' })).toBeInTheDocument();
  // The safety copy that applies: pregnancy, and unprotected sex (vaginal treatments); no metronidazole.
  const safety = within(screen.getByRole('region', { name: 'Safety' }));
  expect(safety.getByText(/not safe during pregnancy/)).toBeInTheDocument();
  expect(safety.getByText(/Avoid unprotected sex for at least 24 hours/)).toBeInTheDocument();
  expect(safety.queryByText(/alcohol/)).not.toBeInTheDocument();
});

test('before the start date is set, choosing it is the first step; a refused date stays in the field with the reason beside it', async () => {
  let plan = aPlan({ startedDaysAgo: null });
  stub.answer({
    [PLAN]: () => ({ body: plan }),
    [FAQS]: { body: faqPage(1, 0) },
    [`POST /api/v1/consults/${UID}/treatment_start_date/`]: (req) => {
      if (req.body.treatment_start_date === day(-1)) {
        return { status: 400, body: { detail: 'The start date must be between 14 days ago and 90 days from today.', field: 'treatment_start_date' } };
      }
      plan = aPlan({ startedDaysAgo: 0 });
      return { body: plan };
    },
  });
  renderPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'First step: choose your start date' })).toBeInTheDocument();
  expect(screen.getByText('Your weeks get their dates once you choose a start date.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset calendar' })).not.toBeInTheDocument();
  const field = screen.getByLabelText('Start date');
  expect(field).toHaveValue(formatInputDate(new Date()));

  await userEvent.clear(field);
  await userEvent.type(field, '13/45/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Start my calendar' }));
  expect(await screen.findByText(/Enter a real date as MM\/DD\/YYYY/)).toBeInTheDocument();
  expect(stub.requestsTo(`POST /api/v1/consults/${UID}/treatment_start_date/`)).toHaveLength(0);

  await userEvent.clear(field);
  await userEvent.type(field, formatInputDate(day(-1)));
  await userEvent.click(screen.getByRole('button', { name: 'Start my calendar' }));
  expect(await screen.findByText('The start date must be between 14 days ago and 90 days from today.')).toBeInTheDocument();
  expect(field).toHaveValue(formatInputDate(day(-1)));

  await userEvent.clear(field);
  await userEvent.type(field, formatInputDate(new Date()));
  await userEvent.click(screen.getByRole('button', { name: 'Start my calendar' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'You are in week 1 of 6' })).toBeInTheDocument();
  expect(stub.requestsTo(`POST /api/v1/consults/${UID}/treatment_start_date/`).at(-1)?.body).toEqual({ treatment_start_date: day(0) });
  expect((await weeks())[0]).toHaveAttribute('aria-current', 'date');
});

test('a consult without a plan says the plan is not ready yet', async () => {
  stub.answer({ [PLAN]: NOT_FOUND });
  renderPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'Your treatment plan is not ready yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Care' })).toHaveAttribute('href', '/care/');
});

test('a failed load offers Try again', async () => {
  let fail = true;
  stub.answer({ [PLAN]: () => (fail ? { status: 500, body: { detail: 'The calendar is unavailable.' } } : { body: aPlan() }), [FAQS]: { body: faqPage(1, 0) } });
  renderPage();
  expect(await screen.findByText('The calendar is unavailable.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Treatment weeks' })).toBeInTheDocument();
});

describe('/treatments/treatment/', () => {
  const renderLatest = () => renderScreen(<LatestTreatmentPage />, { path: '/treatments/treatment/' });

  test('shows the plan of her most recent completed consult', async () => {
    stub.answer({
      'GET /api/v1/consults/': {
        body: [
          consultFixture({ uid: 'c-new', status: 'SU', consult_paid: true }),
          consultFixture({ uid: UID, status: 'CP', consult_paid: true, is_closed: true }),
          consultFixture({ uid: 'c-old', status: 'CP', consult_paid: true, is_closed: true }),
        ],
      },
      [PLAN]: { body: aPlan() },
      [FAQS]: { body: faqPage(1, 0) },
    });
    renderLatest();
    expect(await screen.findByRole('list', { name: 'Treatment weeks' })).toBeInTheDocument();
    expect(stub.requestsTo('GET /api/v1/consults/c-old/treatment_plan/')).toHaveLength(0);
  });

  test('without a completed consult, says the plan is not ready yet', async () => {
    stub.answer({ 'GET /api/v1/consults/': { body: [consultFixture({ uid: 'c-new', status: 'SU', consult_paid: true })] } });
    renderLatest();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your treatment plan is not ready yet' })).toBeInTheDocument();
  });
});
