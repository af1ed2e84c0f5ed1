import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartFixture } from '@flora/tools/jest/api-fixtures';
import { renderScreen } from '@flora/tools/jest/render';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answerSituation, aTest, antifungal, boricAcid, eligible, program, stub, underReview } from './care.fixtures';
import { RecommendedTreatmentPage } from './recommended-treatment-page';

afterEach(signOut);

const soothing = { id: 4, slug: 'soo-3', name: 'Soothing Cream', price: 19, discounted_price: 15, image_url: '/z.png' };
const probiotic = { id: 1, slug: 'op-4', name: 'Vaginal Probiotic', price: 39, discounted_price: null, image_url: '/p.png' };

/** Her test with results plus the two recommendation calls. */
function answerRecommendations(situation: Parameters<typeof answerSituation>[0], available = ['ba-14', 'af-1']) {
  answerSituation(situation);
  stub.answer({
    'GET /api/v1/user-tests/FLTEST0001/treatment-recommendations/': {
      body: {
        data: {
          eligible_for_care: true,
          recommended_program: { slug: 'bv-treatment-program', bundle_price: 159 },
          treatments: [
            { ...boricAcid, reason: 'BV' },
            { ...antifungal, reason: 'Yeast' },
            { ...soothing, reason: 'Yeast' },
          ],
          routine_essentials: [probiotic],
        },
      },
    },
    'GET /api/v1/user-tests/all-available-treatments-lightweight/': {
      body: { data: { all_available_treatments: { bv: { treatment_slugs: available } }, care_products: {}, male_partner_voucher_product_slug: 'male-partner-treatment-voucher' } },
    },
  });
}

const renderPage = () => renderScreen(<RecommendedTreatmentPage />, { path: '/care/recommended-treatment/' });
const treatmentRow = (name: string) => within(screen.getByText(name).closest('li')!);

test('shows the program with its bundle price, each treatment with its condition and price, and routine essentials', async () => {
  answerRecommendations({ current: aTest({ ...eligible, ...program }), latestReady: aTest({ ...eligible, ...program }) });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Your recommended treatment program' })).toBeInTheDocument();
  expect(screen.getByText('$159')).toBeInTheDocument();
  expect(treatmentRow('Boric Acid Suppositories').getByText(/for BV/)).toBeInTheDocument();
  expect(treatmentRow('Boric Acid Suppositories').getByText('$29')).toBeInTheDocument();
  // The discounted price when there is one.
  expect(treatmentRow('Soothing Cream').getByText('$15')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Routine essentials' })).toBeInTheDocument();
  expect(screen.getByText('Vaginal Probiotic')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See a sample treatment plan' })).toHaveAttribute('href', '/care/sample-treatment-plan/');
});

test('a treatment not on offer now is marked unavailable; nothing is locked without a consult in progress', async () => {
  answerRecommendations({ current: aTest({ ...eligible, ...program }), latestReady: aTest({ ...eligible, ...program }) });
  renderPage();
  await screen.findByText('Soothing Cream');
  expect(treatmentRow('Soothing Cream').getByText('Unavailable right now')).toBeInTheDocument();
  expect(treatmentRow('Boric Acid Suppositories').queryByText('Unavailable right now')).not.toBeInTheDocument();
  expect(screen.queryByText('In your open consultation')).not.toBeInTheDocument();
});

test('while a consult past its intake is in progress, every treatment is locked', async () => {
  const purchased = aTest({ ...eligible, ...program, care_purchased: true });
  answerRecommendations({ consults: [underReview], current: purchased, latestReady: purchased });
  renderPage();
  await screen.findByText('Soothing Cream');
  expect(screen.getAllByText('In your open consultation')).toHaveLength(3);
  expect(screen.queryByText('Unavailable right now')).not.toBeInTheDocument();
});

test('before she has bought care, the program and each open treatment go into her cart (the panel opens); none while a consult is in progress', async () => {
  answerRecommendations({ current: aTest({ ...eligible, ...program, results_ready_at: new Date().toISOString() }), latestReady: aTest({ ...eligible, ...program, results_ready_at: new Date().toISOString() }) });
  stub.answer({
    'POST /api/v1/cart/': { status: 201, body: cartFixture() },
    'POST /api/v1/cart/7/items/': { body: cartFixture() },
  });
  const opened = jest.fn();
  window.addEventListener('flora:cart-panel-open', opened);
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add the program to your cart' }));
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  expect(stub.requestsTo('POST /api/v1/cart/7/items/')[0].body).toEqual({ items: [{ item_type: 'bundle-treatment', treatment_product: 'bv-treatment-program', quantity: 1 }] });
  await user.click(treatmentRow('Boric Acid Suppositories').getByRole('button', { name: 'Add Boric Acid Suppositories' }));
  await waitFor(() => expect(stub.requestsTo('POST /api/v1/cart/7/items/')).toHaveLength(2));
  expect(stub.requestsTo('POST /api/v1/cart/7/items/')[1].body).toEqual({ items: [{ item_type: 'individual-treatment', treatment_product: 'ba-14', quantity: 1 }] });
  // Soothing Cream is not on offer now: nothing to add.
  expect(treatmentRow('Soothing Cream').queryByRole('button')).not.toBeInTheDocument();
  window.removeEventListener('flora:cart-panel-open', opened);
});

test('while her care is bought or under review there is nothing to buy here', async () => {
  const purchased = aTest({ ...eligible, ...program, care_purchased: true });
  answerRecommendations({ consults: [underReview], current: purchased, latestReady: purchased });
  renderPage();
  await screen.findByText('Soothing Cream');
  expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
});

test('without results there is nothing to recommend yet: the way to a test', async () => {
  answerSituation({});
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get a test' })).toHaveAttribute('href', '/care/shop/test/vaginal-microbiome-test/');
});

test('a failed recommendation load says so with a retry', async () => {
  answerRecommendations({ current: aTest({ ...eligible }), latestReady: aTest({ ...eligible }) });
  stub.answer({ 'GET /api/v1/user-tests/FLTEST0001/treatment-recommendations/': { status: 500, body: { detail: 'Recommendations are unavailable.' } } });
  renderPage();
  expect(await screen.findByText('Recommendations are unavailable.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
