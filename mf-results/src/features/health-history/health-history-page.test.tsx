import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@flora/shared/data';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1, features: { health_history_upsell: true } }));
afterEach(() => {
  signOut();
  queryClient.clear();
});

// Each test has its own test hash: a save still running when a test ends cannot reach the next one.
let HASH = 'FLKIT00000';
let HISTORY = '';
let SAVE = '';
let DETAIL = '';
let SUBMIT = '';
let CONSENT = '';
let SAMPLE = '';
let count = 0;
beforeEach(() => {
  HASH = `FLKIT${String(++count).padStart(5, '0')}`;
  HISTORY = `GET /api/v1/user-tests/${HASH}/health-history/`;
  SAVE = `PATCH /api/v1/user-tests/${HASH}/health-history/`;
  DETAIL = `GET /api/v1/user-tests/${HASH}/`;
  SUBMIT = `POST /api/v1/user-tests/${HASH}/submit/`;
  CONSENT = `POST /api/v1/user-tests/${HASH}/consent/`;
  SAMPLE = `POST /api/v1/user-tests/${HASH}/sample/`;
});

const q = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label,
  summary: label,
  help: null,
  required: true,
  choices: null,
  min: null,
  max: null,
  unit: null,
  max_days_ago: null,
  show_when: null,
  ...extra,
});

const questionnaire = {
  version: 1,
  title: 'Health history',
  sections: [
    {
      id: 'symptoms',
      title: 'Symptoms',
      education: null,
      pages: [
        {
          id: 'symptoms',
          title: 'How you feel right now',
          questions: [
            q('symptoms', 'multiple_choice', 'Do you have any of these symptoms right now?', {
              summary: 'Symptoms',
              choices: [
                { id: 'itching', label: 'Itching' },
                { id: 'odor', label: 'Unusual odor' },
                { id: 'none', label: 'None of these', exclusive: true },
              ],
            }),
          ],
        },
      ],
    },
    {
      id: 'cycle',
      title: 'Cycle',
      education: { page_id: 'about-cycle', title: 'Your cycle and your microbiome', paragraphs: ['Hormones change across your cycle.'] },
      pages: [
        {
          id: 'periods',
          title: 'Your periods',
          questions: [
            q('has_periods', 'yes_no', 'Do you currently have periods?', { summary: 'Periods' }),
            q('last_period_start', 'date', 'Last period start date', { show_when: { question: 'has_periods', any_of: [true] } }),
            q('cycle_notes', 'text', 'Anything else about your cycle?', { required: false }),
          ],
        },
      ],
    },
  ],
};

const history = (extra: Record<string, unknown> = {}) => ({
  hash: HASH,
  questionnaire,
  answers: {},
  last_page: null,
  updated_at: null,
  submitted_at: null,
  missing: ['symptoms', 'has_periods'],
  ungated_rx_treatments: [],
  ...extra,
});

const test_ = (extra: Record<string, unknown> = {}) => ({
  hash: HASH,
  status: 'activated',
  consented_at: '2026-11-20T10:00:00Z',
  sample_taken_at: null,
  sample_ph: null,
  provider_release: false,
  healthcontext: { health_history_submitted_at: null },
  ...extra,
});

/** Answers GET with `found`, and PATCH by merging into it (as the API does). */
function answer(found: ReturnType<typeof history>, steps = test_()) {
  let current = found;
  stub.answer({
    [HISTORY]: () => ({ body: current }),
    [DETAIL]: { body: steps },
    [SAVE]: (_request, body) => {
      current = { ...current, answers: { ...current.answers, ...body.answers }, last_page: body.page ?? current.last_page };
      return { body: current };
    },
  });
}

const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });

test('the bare path resumes on the page she was on, with her answers', async () => {
  answer(history({ last_page: 'periods', answers: { symptoms: ['itching'], has_periods: true, last_period_start: '2026-11-02' } }));
  renderAt(`/tests/${HASH}/health-history/`);

  expect(await screen.findByRole('heading', { level: 2, name: 'Your periods' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /Last period start date/ })).toHaveValue('11/02/2026');
  expect(screen.getByText('Page 3 of 7')).toBeInTheDocument();
  expect(screen.getByText(/Step 2 of 4/)).toBeInTheDocument();
});

test('each answer is saved as it is given, and the page she is on is saved for resuming', async () => {
  answer(history());
  renderAt(`/tests/${HASH}/health-history/symptoms/`);

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Itching' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(SAVE).map((r) => r.body)).toContainEqual(expect.objectContaining({ answers: { symptoms: ['itching'] } })));
  expect(stub.requestsTo(SAVE).map((r) => r.body)).toContainEqual(expect.objectContaining({ page: 'symptoms' }));

  // "None of these" clears the symptoms, and is saved as the only answer
  await userEvent.click(screen.getByRole('checkbox', { name: 'None of these' }));
  expect(screen.getByRole('checkbox', { name: 'Itching' })).not.toBeChecked();
  await waitFor(() => expect(stub.requestsTo(SAVE).at(-1)?.body).toMatchObject({ answers: { symptoms: ['none'] } }));
});

test('a failed save shows, keeps the answer on the page, and "Try again" saves it', async () => {
  answer(history({ last_page: 'periods' }));
  stub.answer({ [SAVE]: { status: 503, body: { detail: 'Service unavailable' } } });
  renderAt(`/tests/${HASH}/health-history/periods/`);

  await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
  expect(await screen.findByText("We couldn't save your latest answers")).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();

  stub.answer({ [SAVE]: (_request, body) => ({ body: history({ answers: body.answers ?? {}, last_page: 'periods' }) }) });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(stub.requestsTo(SAVE).at(-1)?.body).toEqual({ answers: { has_periods: false } });
  expect(screen.queryByText("We couldn't save your latest answers")).not.toBeInTheDocument();
});

test('a follow-up question shows only when its condition holds, live', async () => {
  answer(history({ last_page: 'periods' }));
  renderAt(`/tests/${HASH}/health-history/periods/`);

  await screen.findByRole('heading', { name: 'Your periods' });
  expect(screen.queryByRole('textbox', { name: /Last period start date/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(screen.getByRole('textbox', { name: /Last period start date/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(screen.queryByRole('textbox', { name: /Last period start date/ })).not.toBeInTheDocument();
});

test('Next checks the page: a required answer and a date not in the future, beside each field; then moves on', async () => {
  answer(history({ last_page: 'periods' }));
  renderAt(`/tests/${HASH}/health-history/periods/`);

  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  const group = screen.getByRole('radiogroup', { name: 'Do you currently have periods?' });
  expect(within(group).getByText('Please answer this question.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your periods' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Last period start date/ }), '01/01/2099');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The date cannot be in the future.')).toBeInTheDocument();

  const date = screen.getByRole('textbox', { name: /Last period start date/ });
  await userEvent.clear(date);
  await userEvent.type(date, '11/02/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'When to take your sample' })).toBeInTheDocument();
  const saves = stub.requestsTo(SAVE).map((r) => r.body);
  expect(saves).toContainEqual(expect.objectContaining({ answers: { last_period_start: '2026-11-02' } }));
  expect(saves.at(-1)).toMatchObject({ page: 'sample-criteria' });
});

test('an answer the API refuses is shown beside its question', async () => {
  answer(history({ last_page: 'periods', answers: { has_periods: true } }));
  stub.answer({
    [SAVE]: (_request, body) =>
      body.answers?.last_period_start
        ? { status: 400, body: { detail: 'Last period start date: enter a date within the last 365 days.', field: 'last_period_start' } }
        : { body: history({ last_page: 'periods', answers: { has_periods: true } }) },
  });
  renderAt(`/tests/${HASH}/health-history/periods/`);

  const date = await screen.findByRole('textbox', { name: /Last period start date/ });
  await userEvent.type(date, '01/02/2020');
  await userEvent.tab();
  expect(await screen.findByText('Last period start date: enter a date within the last 365 days.')).toBeInTheDocument();
  expect(date).toHaveValue('01/02/2020');
});

test('the symptoms upsell offers care when her symptoms have an ungated treatment, without blocking', async () => {
  answer(history({ answers: { symptoms: ['itching'] }, ungated_rx_treatments: ['af-1'] }));
  renderAt(`/tests/${HASH}/health-history/symptoms/`);

  expect(await screen.findByRole('heading', { name: 'Relief for your symptoms' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See care options' })).toHaveAttribute('href', '/care/');
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('no consent yet: the consent page comes first and records it', async () => {
  answer(history(), test_({ consented_at: null }));
  stub.answer({ [CONSENT]: { body: test_() } });
  renderAt(`/tests/${HASH}/health-history/`);

  expect(await screen.findByRole('heading', { name: 'Before you start: your consent' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Give consent and start' }));
  expect(screen.getByText('Please confirm that you consent before you start.')).toBeInTheDocument();
  expect(stub.requestsTo(CONSENT)).toHaveLength(0);
  await userEvent.click(screen.getByRole('checkbox', { name: /I consent/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Give consent and start' }));
  await waitFor(() => expect(stub.requestsTo(CONSENT)).toHaveLength(1));
});

test('the sample: pH checked against the strip range, then recorded with the day', async () => {
  answer(history({ last_page: 'sample-taken' }));
  stub.answer({ [SAMPLE]: { body: test_({ sample_taken_at: '2026-11-20T10:00:00Z', sample_ph: 4.5 }) } });
  renderAt(`/tests/${HASH}/health-history/sample-taken/`);

  const ph = await screen.findByRole('textbox', { name: /pH from the strip/ });
  await userEvent.type(ph, '9.2');
  await userEvent.click(screen.getByRole('button', { name: 'Record my sample' }));
  expect(await screen.findByText(/Enter a pH from 3.0 to 8.0/)).toBeInTheDocument();
  expect(stub.requestsTo(SAMPLE)).toHaveLength(0);

  await userEvent.clear(ph);
  await userEvent.type(ph, '4.5');
  await userEvent.click(screen.getByRole('button', { name: 'Record my sample' }));
  await waitFor(() => expect(stub.requestsTo(SAMPLE)).toHaveLength(1));
  expect(stub.requestsTo(SAMPLE)[0]!.body).toEqual({ ph: 4.5, taken_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sharing your results' })).toBeInTheDocument();
});

describe('the review', () => {
  const complete = { symptoms: ['itching'], has_periods: false };
  const sampled = test_({ sample_taken_at: '2026-11-20T10:00:00Z', sample_ph: 4.5 });

  test('lists every response by section with Edit links to its page', async () => {
    answer(history({ last_page: 'review', answers: complete }), sampled);
    renderAt(`/tests/${HASH}/health-history/review/`);

    expect(await screen.findByText('Please review all of your responses for completeness and accuracy before continuing.')).toBeInTheDocument();
    const symptoms = screen.getByRole('region', { name: 'Symptoms' });
    expect(within(symptoms).getByText('Itching')).toBeInTheDocument();
    expect(within(symptoms).getByRole('link', { name: /Edit your answers about how you feel right now/ })).toHaveAttribute(
      'href',
      `/tests/${HASH}/health-history/symptoms/`,
    );
    expect(screen.getByRole('link', { name: /Edit your answers about your periods/ })).toHaveAttribute('href', `/tests/${HASH}/health-history/periods/`);
    expect(screen.getByRole('link', { name: /Edit your sample/ })).toHaveAttribute('href', `/tests/${HASH}/health-history/sample-taken/`);
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  test('submit needs the confirmation, names what the API says is missing with links, then shows the next step', async () => {
    answer(history({ last_page: 'review', answers: complete }), sampled);
    stub.answer({
      [SUBMIT]: { status: 400, body: { detail: 'Please answer: Periods.', field: 'has_periods', missing: ['has_periods'] } },
    });
    renderAt(`/tests/${HASH}/health-history/review/`);

    await userEvent.click(await screen.findByRole('button', { name: 'Submit health history' }));
    expect(screen.getByText('Please confirm that you have reviewed your responses.')).toBeInTheDocument();
    expect(stub.requestsTo(SUBMIT)).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /I have reviewed my responses/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit health history' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText(/Please answer: Periods./)).toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: 'Periods' })).toHaveAttribute('href', `/tests/${HASH}/health-history/periods/`);

    const submitted = history({ answers: complete, submitted_at: '2026-11-20T11:00:00Z', missing: [] });
    stub.answer({ [SUBMIT]: { body: sampled }, [HISTORY]: { body: submitted } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit health history' }));
    expect(await screen.findByRole('heading', { name: 'Thank you: your health history is submitted' })).toBeInTheDocument();
    expect(screen.getByText('Next: mail your sample')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Tests' })).toHaveAttribute('href', '/tests/');
  });

  test('a submitted history is read-only: her answers without edit links or submit', async () => {
    answer(
      history({ answers: complete, submitted_at: '2026-11-20T11:00:00Z', missing: [] }),
      test_({ ...sampled, healthcontext: { health_history_submitted_at: '2026-11-20T11:00:00Z' } }),
    );
    renderAt(`/tests/${HASH}/health-history/periods/`);

    expect(await screen.findByRole('heading', { name: 'Your answers' })).toBeInTheDocument();
    expect(screen.getByText(/Submitted on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Itching')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit health history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

test("another user's (or an unknown) test shows not found", async () => {
  stub.answer({ [HISTORY]: { status: 404, body: { detail: 'No test with this hash.' } }, [DETAIL]: { status: 404, body: { detail: 'No test with this hash.' } } });
  renderAt(`/tests/${HASH}/health-history/`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('an error loading the history offers a retry', async () => {
  stub.answer({ [HISTORY]: { status: 500, body: { detail: 'boom' } }, [DETAIL]: { body: test_() } });
  renderAt(`/tests/${HASH}/health-history/`);
  expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
});

test('an unknown page of the health history shows not found', async () => {
  answer(history());
  renderAt(`/tests/${HASH}/health-history/nowhere/`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
