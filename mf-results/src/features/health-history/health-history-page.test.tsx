// The Health History Form's questions: resume, autosave, conditions, checks per page, the upsell, not found.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { answer, at, history, merged, renderAt, stub, test_ } from './health-history.fixtures';

afterEach(() => jest.useRealTimers());

test('the bare path resumes on the page she was on, with her answers', async () => {
  answer(history({ last_page: 'periods', answers: { symptoms: ['itching'], has_periods: true, last_period_start: '2026-11-02' } }));
  renderAt(`/tests/${at.HASH}/health-history/`);

  expect(await screen.findByRole('heading', { level: 2, name: 'Your periods' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /Last period start date/ })).toHaveValue('11/02/2026');
  // One counter: the section's step (no page count beside it).
  expect(screen.getByText(/Step 2 of 4/)).toBeInTheDocument();
  expect(screen.queryByText(/Page \d+ of \d+/)).not.toBeInTheDocument();
});

test('each answer is saved as it is given, and the page she is on is saved for resuming', async () => {
  answer(history());
  renderAt(`/tests/${at.HASH}/health-history/symptoms/`);

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Itching' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(at.SAVE).map((r) => r.body)).toContainEqual(expect.objectContaining({ answers: { symptoms: ['itching'] } })));
  expect(stub.requestsTo(at.SAVE).map((r) => r.body)).toContainEqual(expect.objectContaining({ page: 'symptoms' }));

  // "None of these" clears the symptoms, and is saved as the only answer
  await userEvent.click(screen.getByRole('checkbox', { name: 'None of these' }));
  expect(screen.getByRole('checkbox', { name: 'Itching' })).not.toBeChecked();
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toMatchObject({ answers: { symptoms: ['none'] } }));
});

test('answers given in quick succession go in one save', async () => {
  answer(history({ last_page: 'symptoms' }));
  renderAt(`/tests/${at.HASH}/health-history/symptoms/`);

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Itching' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Unusual odor' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE).map((r) => r.body)).toEqual([{ answers: { symptoms: ['itching', 'odor'] } }]);
});

test('a failed save shows, keeps the answer on the page, and "Try again" saves it', async () => {
  answer(history({ last_page: 'periods' }));
  stub.answer(at.SAVE, { status: 503, body: { detail: 'Service unavailable' } });
  renderAt(`/tests/${at.HASH}/health-history/periods/`);

  await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
  expect(await screen.findByText("We couldn't save your latest answers")).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();

  stub.answer(at.SAVE, (_request, body) => ({ body: history({ answers: merged({}, body.answers), last_page: 'periods' }) }));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE).at(-1)?.body).toEqual({ answers: { has_periods: false } });
  expect(screen.queryByText("We couldn't save your latest answers")).not.toBeInTheDocument();
});

test('a follow-up question shows only when its condition holds, live', async () => {
  answer(history({ last_page: 'periods' }));
  renderAt(`/tests/${at.HASH}/health-history/periods/`);

  await screen.findByRole('heading', { name: 'Your periods' });
  expect(screen.queryByRole('textbox', { name: /Last period start date/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(screen.getByRole('textbox', { name: /Last period start date/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(screen.queryByRole('textbox', { name: /Last period start date/ })).not.toBeInTheDocument();
});

test('Next checks the page: a required answer and a date not in the future, beside each field; then moves on', async () => {
  answer(history({ last_page: 'periods' }));
  renderAt(`/tests/${at.HASH}/health-history/periods/`);

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
  // The page she moved to is saved for resuming once it shows.
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toMatchObject({ page: 'sample-criteria' }));
  // Her answers went with it (quick answers share a save), and the page is saved once, not again on
  // every render while she stays.
  // (Fake time from here, also running on its own: 400 ms pass at once.)
  jest.useFakeTimers({ advanceTimers: true });
  await act(() => jest.advanceTimersByTimeAsync(400));
  await apiIdle();
  const saves = stub.requestsTo(at.SAVE).map((r) => r.body);
  expect(Object.assign({}, ...saves.map((body) => body.answers))).toEqual({ has_periods: true, last_period_start: '2026-11-02' });
  expect(saves.filter((body) => body.page === 'sample-criteria')).toHaveLength(1);
});

test('a follow-up is required only once shown: the first Next asks for the question shown, and an answer that hides the follow-up moves on', async () => {
  answer(history({ last_page: 'periods' }));
  renderAt(`/tests/${at.HASH}/health-history/periods/`);

  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(screen.getAllByText('Please answer this question.')).toHaveLength(1);
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'When to take your sample' })).toBeInTheDocument();
});

test('an answer the API refuses is shown beside its question', async () => {
  answer(history({ last_page: 'periods', answers: { has_periods: true } }));
  stub.answer(at.SAVE, (_request, body) =>
    body.answers?.last_period_start
      ? { status: 400, body: { detail: 'Last period start date: enter a date within the last 365 days.', field: 'last_period_start' } }
      : { body: history({ last_page: 'periods', answers: { has_periods: true } }) },
  );
  renderAt(`/tests/${at.HASH}/health-history/periods/`);

  const date = await screen.findByRole('textbox', { name: /Last period start date/ });
  await userEvent.type(date, '01/02/2020');
  await userEvent.tab();
  expect(await screen.findByText('Last period start date: enter a date within the last 365 days.')).toBeInTheDocument();
  expect(date).toHaveValue('01/02/2020');
});

test('the symptoms upsell offers care when her symptoms have an ungated treatment, without blocking', async () => {
  answer(history({ answers: { symptoms: ['itching'] }, ungated_rx_treatments: ['af-1'] }));
  renderAt(`/tests/${at.HASH}/health-history/symptoms/`);

  expect(await screen.findByRole('heading', { name: 'Relief for your symptoms' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See care options' })).toHaveAttribute('href', '/care/');
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test("another user's (or an unknown) test shows not found", async () => {
  stub.answer(at.HISTORY, { status: 404, body: { detail: 'No test with this hash.' } });
  stub.answer(at.DETAIL, { status: 404, body: { detail: 'No test with this hash.' } });
  renderAt(`/tests/${at.HASH}/health-history/`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('an error loading the history offers a retry', async () => {
  stub.answer(at.HISTORY, { status: 500, body: { detail: 'boom' } });
  stub.answer(at.DETAIL, { body: test_() });
  renderAt(`/tests/${at.HASH}/health-history/`);
  expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
});

test('an unknown page of the health history shows not found', async () => {
  answer(history());
  renderAt(`/tests/${at.HASH}/health-history/nowhere/`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
