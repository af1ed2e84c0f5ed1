import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDisplayDate, formatInputDate } from '@flora/shared/domain';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { anEntry, aPeriod, aPlan, day, faqPage, FAQS, PLAN, UID } from './treatment.fixtures';
import { TreatmentPage } from './treatment-page';

const stub = setupApiStub();
// Typing whole dates key by key is slow on a busy machine.
jest.setTimeout(20_000);
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<TreatmentPage />, { path: `/treatments/consults/${UID}/treatment/`, route: '/treatments/consults/:uid/treatment/' });
const periods = async () => within(await screen.findByRole('region', { name: 'Periods' }));

test('logs a period: the form checks the days, the API refusal lands beside the field, and the logged period says what pauses and what continues', async () => {
  let plan = aPlan({ startedDaysAgo: 3 });
  stub.answer({
    [PLAN]: () => ({ body: plan }),
    [FAQS]: { body: faqPage(1, 0) },
    'POST /api/v1/treatment-interruption/': (req) => {
      if (req.body.start_date === day(-10)) return { status: 400, body: { detail: 'The interruption must start within the treatment calendar.', field: 'start_date' } };
      plan = aPlan({ startedDaysAgo: 3, interruptions: [aPeriod(req.body.start_date === day(1) ? 1 : 0, req.body.days)] });
      return { status: 201, body: plan.interruptions[0] };
    },
  });
  renderPage();
  const section = await periods();
  expect(section.getByText(/During your period you may pause boric acid and vaginal probiotics/)).toBeInTheDocument();
  const start = section.getByLabelText('First day of your period');
  const days = section.getByLabelText('Days to pause');

  await userEvent.type(start, formatInputDate(day(-10)));
  await userEvent.clear(days);
  await userEvent.type(days, '30');
  await userEvent.click(section.getByRole('button', { name: 'Log period' }));
  expect(await section.findByText('Enter a whole number of days, 1 to 14.')).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/treatment-interruption/')).toHaveLength(0);

  await userEvent.clear(days);
  await userEvent.type(days, '4');
  await userEvent.click(section.getByRole('button', { name: 'Log period' }));
  expect(await section.findByText('The interruption must start within the treatment calendar.')).toBeInTheDocument();
  expect(start).toHaveValue(formatInputDate(day(-10)));
  expect(start).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(start);
  await userEvent.type(start, formatInputDate(day(1)));
  await userEvent.click(section.getByRole('button', { name: 'Log period' }));
  const logged = within(await section.findByRole('list', { name: 'Logged periods' }));
  expect(stub.requestsTo('POST /api/v1/treatment-interruption/').at(-1)?.body).toEqual({ consult_uid: UID, start_date: day(1), days: 4 });
  expect(logged.getByRole('heading', { name: /\(4 days\)/ })).toBeInTheDocument();
  expect(within(logged.getByRole('list', { name: 'Treatments that pause' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Boric Acid Suppositories',
    'Vaginal Probiotic',
  ]);
  expect(within(logged.getByRole('list', { name: 'Treatments that continue' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Antifungal (Fluconazole)',
    'Soothing Cream',
  ]);
  // The log form is empty again for the next one.
  expect(section.getByLabelText('First day of your period')).toHaveValue('');
});

test('changes and deletes a logged period', async () => {
  let plan = aPlan({ startedDaysAgo: 3, interruptions: [aPeriod(0, 3, 9)] });
  stub.answer({
    [PLAN]: () => ({ body: plan }),
    [FAQS]: { body: faqPage(1, 0) },
    'PUT /api/v1/treatment-interruption/9/': (req) => {
      if (req.body.days === 6) return { status: 409, body: { detail: 'This interruption overlaps another one.' } };
      plan = aPlan({ startedDaysAgo: 3, interruptions: [aPeriod(0, req.body.days, 9)] });
      return { body: plan.interruptions[0] };
    },
    'DELETE /api/v1/treatment-interruption/9/': () => {
      plan = aPlan({ startedDaysAgo: 3 });
      return { status: 204 };
    },
  });
  renderPage();
  const section = await periods();
  await userEvent.click(section.getByRole('button', { name: /^Edit the period of/ }));
  const edit = within(section.getByRole('form', { name: /^Change the period of/ }));
  const days = edit.getByLabelText('Days to pause');
  expect(days).toHaveValue('3');
  await userEvent.clear(days);
  await userEvent.type(days, '6');
  await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
  expect(await edit.findByText('This interruption overlaps another one.')).toBeInTheDocument();
  expect(days).toHaveValue('6');

  await userEvent.clear(days);
  await userEvent.type(days, '5');
  await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
  expect(await section.findByRole('heading', { name: /\(5 days\)/ })).toBeInTheDocument();
  expect(stub.requestsTo('PUT /api/v1/treatment-interruption/9/').at(-1)?.body).toEqual({ start_date: day(0), days: 5 });

  await userEvent.click(section.getByRole('button', { name: /^Delete the period of/ }));
  await waitFor(() => expect(section.queryByRole('list', { name: 'Logged periods' })).not.toBeInTheDocument());
  expect(stub.requestsTo('DELETE /api/v1/treatment-interruption/9/')).toHaveLength(1);
});

test('a period moves only the treatments that pause: this week keeps its dates and the treatments that continue; the paused ones say their new dates', async () => {
  // Started 3 days ago, a 5-day period from today: it spans the end of week 1 and the start of week 2.
  stub.answer({ [PLAN]: { body: aPlan({ startedDaysAgo: 3, interruptions: [aPeriod(0, 5)] }) }, [FAQS]: { body: faqPage(1, 0) } });
  renderPage();
  const thisWeek = within((await screen.findByText('This week')).closest('li')!);
  expect(thisWeek.getByRole('heading', { name: 'Week 1' })).toBeInTheDocument();
  const range = (from: number, to: number) => `${formatDisplayDate(day(from), { withYear: false })} – ${formatDisplayDate(day(to), { withYear: false })}`;
  expect(thisWeek.getByText(range(-3, 3))).toBeInTheDocument();
  const entry = (name: string) => thisWeek.getByRole('button', { name: `Adjust ${name}, week 1` }).closest('li')!;
  // Fluconazole and the soothing cream go on as planned this week.
  expect(entry('Antifungal (Fluconazole)')).not.toHaveTextContent(/Moved/);
  expect(entry('Soothing Cream')).not.toHaveTextContent(/Moved/);
  // Boric acid and the probiotic: their three days left this week come after the period.
  expect(entry('Boric Acid Suppositories')).toHaveTextContent(`Moved for your period: ${range(-3, 8)}`);
  expect(entry('Vaginal Probiotic')).toHaveTextContent(`Moved for your period: ${range(-3, 8)}`);
  expect(screen.getByRole('heading', { level: 2, name: 'You are in week 1 of 6' })).toBeInTheDocument();

  const logged = within((await periods()).getByRole('list', { name: 'Logged periods' }));
  expect(within(logged.getByRole('list', { name: 'Treatments that continue' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Antifungal (Fluconazole)',
    'Soothing Cream',
  ]);
  expect(logged.queryByText(/Nothing else is scheduled/)).not.toBeInTheDocument();
});

test('a period from the first day of a week still names what it pauses and what continues that week', async () => {
  // Fluconazole continues in week 2 too; the period starts the day week 2 does.
  const entries = [anEntry('ba-14', 1), anEntry('ba-14', 2), anEntry('af-1', 2), anEntry('op-4', 2)];
  stub.answer({ [PLAN]: { body: aPlan({ startedDaysAgo: 3, entries, interruptions: [aPeriod(4, 3)] }) }, [FAQS]: { body: faqPage(1, 0) } });
  renderPage();
  const logged = within((await periods()).getByRole('list', { name: 'Logged periods' }));
  expect(within(logged.getByRole('list', { name: 'Treatments that pause' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Boric Acid Suppositories',
    'Vaginal Probiotic',
  ]);
  expect(within(logged.getByRole('list', { name: 'Treatments that continue' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Antifungal (Fluconazole)',
  ]);
  expect(logged.queryByText(/Nothing/)).not.toBeInTheDocument();
});

test('before a start date there is nothing to pause yet', async () => {
  stub.answer({ [PLAN]: { body: aPlan({ startedDaysAgo: null }) }, [FAQS]: { body: faqPage(1, 0) } });
  renderPage();
  const section = await periods();
  expect(section.getByText('Choose your start date first; then you can log a period here.')).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Log period' })).not.toBeInTheDocument();
});
