import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageQueryClient } from '@flora/tools/jest/page-query-client';
import type { ApiResponse } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 1, features: { plan: true } }));
afterEach(signOut);

const PLAN = 'GET /api/v1/plan/';
type Plan = ApiResponse<'/api/v1/plan/'>['data'];
type Item = Plan['items'][number];
const item = (id: number, key: string, category: Item['category'], title: string, why: string, extra: Partial<Item> = {}): Item => ({
  id,
  key,
  category,
  title,
  why,
  position: id * 10,
  done: false,
  done_at: null,
  due_date: null,
  product: null,
  ...extra,
});
const ITEMS = [
  item(1, 'diet-fiber', 'diet', 'Eat fiber and fermented foods every day', 'Protective bacteria make up only 2% of your sample.', { done: true }),
  item(2, 'lifestyle-gentle', 'lifestyle', 'Skip douching and scented washes', 'Douching washes away protective bacteria.'),
  item(3, 'products-probiotic', 'products', 'Take a vaginal probiotic daily', 'Protective lactobacilli are only 2% of your sample.', {
    product: { slug: 'op-4', name: 'Vaginal Probiotic', pdp_slug: 'vaginal-probiotic' },
  }),
  item(4, 'products-treatment', 'products', 'Talk to a clinician about BV treatment', 'Your result (CST IV-B) shows BV.'),
  item(5, 'retest', 'retest', 'Retest in 8 weeks', 'A retest shows whether your microbiome moved on from CST IV-B.', { due_date: '2027-01-09' }),
];
const nextTest: Plan['next_test'] = { is_member: true, next_kit_at: '2027-02-01T12:00:00.000Z', can_move_up: true };

function planBody(items = ITEMS, extra: Partial<Plan> = {}): ApiResponse<'/api/v1/plan/'> {
  return {
    data: {
      hash: 'FLDEMO0001',
      valencia_type: 'CST IV-B',
      infection_state: 'disrupted',
      conditions: ['BV'],
      results_ready_at: '2026-11-14T10:00:00Z',
      items,
      done_count: items.filter((i) => i.done).length,
      total_count: items.length,
      feedback: null,
      next_test: nextTest,
      ...extra,
    },
  };
}

/** A plan the stub keeps, as the API does: PATCH changes it and the next GET shows it. */
function answerStatefulPlan() {
  let items = ITEMS.map((i) => ({ ...i }));
  stub.answer({
    [PLAN]: () => ({ body: planBody(items) }),
    'PATCH /api/v1/user-tests/FLDEMO0001/plan-items/2/': (_request, body) => {
      items = items.map((i) => (i.id === 2 ? { ...i, done: body.done } : i));
      return { body: { data: items.find((i) => i.id === 2)! } };
    },
  });
}

const renderPlan = (path = '/plan/') => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

test('shows her plan grouped by category, each item with why her result calls for it, and progress', async () => {
  stub.answer({ [PLAN]: { body: planBody() } });
  renderPlan();

  expect(await screen.findByRole('heading', { level: 1, name: 'My Plan' })).toBeInTheDocument();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.slice(0, 4)).toEqual(['Diet', 'Lifestyle', 'Products', 'Retest timing']);
  const diet = section('Diet');
  expect(within(diet).getByRole('checkbox', { name: 'Eat fiber and fermented foods every day' })).toBeChecked();
  expect(within(diet).getByRole('checkbox', { name: 'Eat fiber and fermented foods every day' })).toHaveAccessibleDescription(
    'Protective bacteria make up only 2% of your sample.',
  );
  const products = section('Products');
  expect(within(products).getByRole('link', { name: 'See the Vaginal Probiotic' })).toHaveAttribute('href', '/care/shop/treatment/product/vaginal-probiotic/');
  expect(within(products).getByRole('link', { name: 'Start a care visit' })).toHaveAttribute('href', '/care/');
  expect(within(section('Retest timing')).getByText(/Around Jan 9, 2027\./)).toBeInTheDocument();
  expect(within(section('Your next test')).getByText(/your next kit ships on Feb 1, 2027/)).toBeInTheDocument();
});

test('marking an item done shows at once, is sent to the API, and is still done after a reload', async () => {
  answerStatefulPlan();
  const view = renderPlan();

  const gentle = await screen.findByRole('checkbox', { name: 'Skip douching and scented washes' });
  await userEvent.click(gentle);
  expect(gentle).toBeChecked();
  expect(screen.getByText('2 of 5 done')).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/user-tests/FLDEMO0001/plan-items/2/')).toHaveLength(1));
  expect(stub.requestsTo('PATCH /api/v1/user-tests/FLDEMO0001/plan-items/2/')[0].body).toEqual({ done: true });

  // A reload: nothing kept in the page, the plan read again from the API.
  view.unmount();
  pageQueryClient.clear();
  renderPlan();
  expect(await screen.findByRole('checkbox', { name: 'Skip douching and scented washes' })).toBeChecked();
  expect(screen.getByText('2 of 5 done')).toBeInTheDocument();
});

test('a mark the API refuses goes back, with a message beside the item', async () => {
  stub.answer({
    [PLAN]: { body: planBody() },
    'PATCH /api/v1/user-tests/FLDEMO0001/plan-items/2/': { status: 500, body: { detail: 'The server is busy.' } },
  });
  renderPlan();

  const gentle = await screen.findByRole('checkbox', { name: 'Skip douching and scented washes' });
  await userEvent.click(gentle);
  const alert = await within(section('Lifestyle')).findByRole('alert');
  expect(alert).toHaveTextContent('We could not save this change, so it is back as it was.');
  expect(gentle).not.toBeChecked();
  expect(screen.getByText('1 of 5 done')).toBeInTheDocument();
});

test('feedback that fails shows submitFeedbackError beside the form and keeps her rating and comment', async () => {
  stub.answer({
    [PLAN]: { body: planBody() },
    'POST /api/v1/user-tests/FLDEMO0001/plan/feedback/': { status: 503, body: { detail: 'Feedback is paused for maintenance.' } },
  });
  renderPlan();

  const form = (await screen.findByRole('heading', { name: 'How helpful is your plan?' })).closest('section')!;
  await userEvent.click(within(form).getByRole('radio', { name: '4 - Helpful' }));
  await userEvent.type(within(form).getByRole('textbox', { name: /Anything to add/ }), 'More recipes please');
  await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));

  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Your feedback was not sent');
  expect(alert).toHaveTextContent('Feedback is paused for maintenance.');
  expect(within(form).getByRole('radio', { name: '4 - Helpful' })).toBeChecked();
  expect(within(form).getByRole('textbox', { name: /Anything to add/ })).toHaveValue('More recipes please');
});

test('feedback needs a rating; sent feedback is thanked', async () => {
  stub.answer({
    [PLAN]: { body: planBody() },
    'POST /api/v1/user-tests/FLDEMO0001/plan/feedback/': { status: 201, body: { data: { rating: 5, comment: null, created_at: '2026-11-20T12:00:00Z' } } },
  });
  renderPlan();

  const form = (await screen.findByRole('heading', { name: 'How helpful is your plan?' })).closest('section')!;
  await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
  expect(await within(form).findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/user-tests/FLDEMO0001/plan/feedback/')).toHaveLength(0);

  await userEvent.click(within(form).getByRole('radio', { name: '5 - Very helpful' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
  expect(await within(form).findByText(/Thank you/)).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/user-tests/FLDEMO0001/plan/feedback/')[0].body).toEqual({ rating: 5, comment: null });
});

test('moving the next test up asks first; when the API refuses, moveTestUpError shows beside the button', async () => {
  const refusal = 'Moving your next test up is a membership benefit. You can order a retest now with code RETEST20 for $20 off.';
  stub.answer({
    [PLAN]: { body: planBody(ITEMS, { next_test: { is_member: false, next_kit_at: null, can_move_up: false } }) },
    'POST /api/v1/user-tests/FLDEMO0001/plan/move-test-up/': { status: 409, body: { detail: refusal } },
  });
  renderPlan();

  const opener = await screen.findByRole('button', { name: 'Move my next test up' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Move your next test up?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, move it up' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const card = section('Your next test');
  const alert = within(card).getByRole('alert');
  expect(alert).toHaveTextContent('Your next test was not moved');
  expect(alert).toHaveTextContent(refusal);
  expect(within(card).getByRole('link', { name: 'Order a retest' })).toHaveAttribute('href', '/care/shop/test/vaginal-microbiome-test/');
});

test('a member moves her next test up in two steps: confirm, then when it ships', async () => {
  let moved = false;
  const movedTo = { is_member: true, next_kit_at: '2026-11-21T12:00:00.000Z', can_move_up: false };
  stub.answer({
    [PLAN]: () => ({ body: planBody(ITEMS, moved ? { next_test: movedTo } : {}) }),
    'POST /api/v1/user-tests/FLDEMO0001/plan/move-test-up/': () => {
      moved = true;
      return { body: { data: movedTo } };
    },
  });
  renderPlan();

  await userEvent.click(await screen.findByRole('button', { name: 'Move my next test up' }));
  const dialog = screen.getByRole('dialog', { name: 'Move your next test up?' });
  expect(dialog).toHaveTextContent('instead of on Feb 1, 2027');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, move it up' }));
  const done = await screen.findByRole('dialog', { name: 'Your next test is on its way' });
  expect(done).toHaveTextContent('Your next kit now ships on Nov 21, 2026.');
  await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The plan read again says when it ships now; the button is gone, so focus lands on that sentence.
  const sentence = await screen.findByText(/your next kit ships on Nov 21, 2026/);
  expect(sentence).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Move my next test up' })).not.toBeInTheDocument();
});

test('a member whose next kit ships within the week has nothing to move up', async () => {
  stub.answer({ [PLAN]: { body: planBody(ITEMS, { next_test: { is_member: true, next_kit_at: '2026-11-21T12:00:00.000Z', can_move_up: false } }) } });
  renderPlan();

  const card = (await screen.findByRole('heading', { name: 'Your next test' })).closest('section')!;
  expect(card).toHaveTextContent('As a member, your next kit ships on Nov 21, 2026. That is within a week, so there is nothing to move up.');
  expect(within(card).queryByRole('button', { name: 'Move my next test up' })).not.toBeInTheDocument();
});

test('the research modal opens and closes from the keyboard, and focus goes back to its button', async () => {
  stub.answer({ [PLAN]: { body: planBody() } });
  renderPlan();

  const opener = await screen.findByRole('button', { name: 'How we built your plan' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'How we built your plan' });
  expect(dialog).toHaveTextContent('VALENCIA');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('with the plan flag off, My Plan says it is not available and asks the API nothing', async () => {
  signIn({ id: 1, features: { plan: false } });
  renderPlan();

  expect(await screen.findByRole('heading', { level: 2, name: 'My Plan is not available for your account yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
  expect(stub.requestsTo(PLAN)).toHaveLength(0);
});

test('without a ready result it says what happens next and links to My Tests', async () => {
  stub.answer({ [PLAN]: { status: 404, body: { detail: 'No ready test.' } } });
  renderPlan();

  expect(await screen.findByRole('heading', { name: 'Your plan starts with your results' })).toBeInTheDocument();
  expect(screen.getByText(/results are usually ready within 2 to 3 weeks/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
});

test('a failed load offers to try again', async () => {
  let calls = 0;
  stub.answer({ [PLAN]: () => (++calls === 1 ? { status: 500, body: { detail: 'The server is busy.' } } : { body: planBody() }) });
  renderPlan();

  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
});

test('a path below /plan/ is not found', async () => {
  renderPlan('/plan/anything/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
