// The Health History Form's steps around the questions: consent, the sample, the review and submit, read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, at, history, renderAt, stub, test_ } from './health-history.fixtures';

test('no consent yet: the consent page comes first and records it', async () => {
  answer(history(), test_({ consented_at: null }));
  let consented = false;
  stub.answer(at.DETAIL, () => ({ body: consented ? test_() : test_({ consented_at: null }) }));
  stub.answer(at.CONSENT, () => {
    consented = true;
    return { body: test_() };
  });
  renderAt(`/tests/${at.HASH}/health-history/`);

  expect(await screen.findByRole('heading', { name: 'Before you start: your consent' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Give consent and start' }));
  expect(screen.getByText('Please confirm that you consent before you start.')).toBeInTheDocument();
  expect(stub.requestsTo(at.CONSENT)).toHaveLength(0);
  await userEvent.click(screen.getByRole('checkbox', { name: /I consent/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Give consent and start' }));
  await waitFor(() => expect(stub.requestsTo(at.CONSENT)).toHaveLength(1));
  expect(await screen.findByRole('heading', { name: 'How you feel right now' })).toBeInTheDocument();
});

test('the sample: pH checked against the strip range, then recorded with the day', async () => {
  answer(history({ last_page: 'sample-taken' }));
  stub.answer(at.SAMPLE, { body: test_({ sample_taken_at: '2026-11-20T10:00:00Z', sample_ph: 4.5 }) });
  renderAt(`/tests/${at.HASH}/health-history/sample-taken/`);

  const ph = await screen.findByRole('textbox', { name: /pH from the strip/ });
  await userEvent.type(ph, '9.2');
  await userEvent.click(screen.getByRole('button', { name: 'Record my sample' }));
  expect(await screen.findByText(/Enter a pH from 3.0 to 8.0/)).toBeInTheDocument();
  expect(stub.requestsTo(at.SAMPLE)).toHaveLength(0);

  await userEvent.clear(ph);
  await userEvent.type(ph, '4.5');
  await userEvent.click(screen.getByRole('button', { name: 'Record my sample' }));
  await waitFor(() => expect(stub.requestsTo(at.SAMPLE)).toHaveLength(1));
  expect(stub.requestsTo(at.SAMPLE)[0]!.body).toEqual({ ph: 4.5, taken_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sharing your results' })).toBeInTheDocument();
});

describe('the review', () => {
  const complete = { symptoms: ['itching'], has_periods: false };
  const sampled = test_({ sample_taken_at: '2026-11-20T10:00:00Z', sample_ph: 4.5 });

  test('lists every response by section with Edit links to its page', async () => {
    answer(history({ last_page: 'review', answers: complete }), sampled);
    renderAt(`/tests/${at.HASH}/health-history/review/`);

    expect(await screen.findByText('Please review all of your responses for completeness and accuracy before continuing.')).toBeInTheDocument();
    const symptoms = screen.getByRole('region', { name: 'Symptoms' });
    expect(within(symptoms).getByText('Itching')).toBeInTheDocument();
    expect(within(symptoms).getByRole('link', { name: /Edit your answers about how you feel right now/ })).toHaveAttribute(
      'href',
      `/tests/${at.HASH}/health-history/symptoms/`,
    );
    expect(screen.getByRole('link', { name: /Edit your answers about your periods/ })).toHaveAttribute('href', `/tests/${at.HASH}/health-history/periods/`);
    expect(screen.getByRole('link', { name: /Edit your sample/ })).toHaveAttribute('href', `/tests/${at.HASH}/health-history/sample-taken/`);
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    // An optional question left open reads neutral, not as a warning.
    expect(within(screen.getByRole('region', { name: 'Cycle' })).getByText('No answer (optional)')).toHaveClass('skipped');
    expect(screen.getByText('No answer (optional)')).not.toHaveClass('unanswered');
  });

  test('submit needs the confirmation, names what the API says is missing with links, then shows the next step', async () => {
    answer(history({ last_page: 'review', answers: complete }), sampled);
    stub.answer(at.SUBMIT, { status: 400, body: { detail: 'Please answer: Periods.', field: 'has_periods', missing: ['has_periods'] } });
    renderAt(`/tests/${at.HASH}/health-history/review/`);

    await userEvent.click(await screen.findByRole('button', { name: 'Submit health history' }));
    expect(screen.getByText('Please confirm that you have reviewed your responses.')).toBeInTheDocument();
    expect(stub.requestsTo(at.SUBMIT)).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /I have reviewed my responses/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit health history' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText(/Please answer: Periods./)).toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: 'Periods' })).toHaveAttribute('href', `/tests/${at.HASH}/health-history/periods/`);

    const submitted = history({ answers: complete, submitted_at: '2026-11-20T11:00:00Z', missing: [] });
    stub.answer(at.SUBMIT, { body: sampled });
    stub.answer(at.HISTORY, { body: submitted });
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
    renderAt(`/tests/${at.HASH}/health-history/periods/`);

    expect(await screen.findByRole('heading', { name: 'Your answers' })).toBeInTheDocument();
    expect(screen.getByText(/Submitted on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Itching')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit health history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

