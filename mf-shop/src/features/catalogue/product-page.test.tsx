// Product pages (SPEC §2.7): treatment and test pages by pdp slug or slug; what it is for, how to use
// it, safety copy, price, one-time or Subscribe & Save on a plan, add to cart; unknown → not found.
import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFETY_COPY } from '@flora/shared/domain';
import { cartFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProductPage } from './product-page';
import { ADD_ITEMS, addingToCart, aTest, CREATE_CART, MIXED, NEW_CART, shopper } from './shop.fixtures';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderTreatment = (path: string, route = '/care/shop/treatment/product/:pdpSlug') =>
  renderScreen(<ProductPage type="treatment" />, { path, route });
const renderTest = (path: string, route = '/care/shop/test/:slug') => renderScreen(<ProductPage type="test" />, { path, route });

test('a treatment page by its pdp slug: what it is for, how to use it, its safety copy and price; Add to cart', async () => {
  stub.answer({ ...shopper({ latestReady: aTest(MIXED) }), ...addingToCart({ product: { id: 1, slug: 'ba-14', name: 'Boric Acid Suppositories', price: 29 } }) });
  renderTreatment('/care/shop/treatment/product/boric-acid/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Boric Acid Suppositories' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'What it is for' })).toBeInTheDocument();
  expect(screen.getByText(/restore a healthy vaginal pH/)).toBeInTheDocument();
  expect(screen.getByText('Insert one suppository vaginally at bedtime.')).toBeInTheDocument();
  expect(screen.getByText(SAFETY_COPY.pregnancy)).toBeInTheDocument();
  expect(screen.getByText(SAFETY_COPY.sex)).toBeInTheDocument();
  expect(screen.getByText('$29')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

  const add = screen.getByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  expect(await screen.findByRole('button', { name: 'Added' })).toBeDisabled();
  expect(screen.getByText('In your cart.')).toBeInTheDocument();
  expect(stub.requestsTo(ADD_ITEMS)[0].body.items).toEqual([
    { item_type: 'individual-treatment', quantity: 1, treatment_product: 1, product_id: null, is_subscription: false },
  ]);
});

test('the probiotic page offers one-time or Subscribe & Save on each plan, with its interval, and adds the chosen plan', async () => {
  stub.answer({ ...shopper(), [CREATE_CART]: NEW_CART, [ADD_ITEMS]: { body: cartFixture() } });
  renderTreatment('/care/shop/treatment/op-4/', '/care/shop/treatment/:slug');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vaginal Probiotic' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'One-time purchase · $39' })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Subscribe & Save · \$33.15 every month/ })).toBeInTheDocument();
  expect(screen.getByText(/Save 15%\. Delivered every month/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save · \$35.10 every 2 months/ }));
  const subscribe = screen.getByRole('button', { name: 'Subscribe & Save' });
  await waitFor(() => expect(subscribe).toBeEnabled());
  await userEvent.click(subscribe);
  await waitFor(() => expect(stub.requestsTo(ADD_ITEMS)).toHaveLength(1));
  expect(stub.requestsTo(ADD_ITEMS)[0].body.items[0]).toMatchObject({ product_id: 5, is_subscription: true, selling_plan_id: 'op-4-every-2-months' });
});

test('a locked treatment page says why instead of offering it', async () => {
  const underReview = consultFixture({ uid: 'c-1', type: 'vaginitis', status: 'SU', consult_paid: true, show_consult_in_progress: true, is_pre_submit: false, selected_treatments: [] });
  stub.answer(shopper({ latestReady: aTest(MIXED), consults: [underReview] }));
  renderTreatment('/care/shop/treatment/product/fluconazole/');
  expect(await screen.findByText('Locked')).toBeInTheDocument();
  expect(screen.getByText(/Locked while a clinician reviews your consultation/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
});

test('the test page by slug, with its discounted price', async () => {
  stub.answer(shopper());
  renderTest('/care/shop/test/vaginal-microbiome-test/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vaginal Microbiome Test' })).toBeInTheDocument();
  expect(await screen.findByText('$129')).toBeInTheDocument();
  expect(screen.getByText((_, el) => el?.tagName === 'S' && el.textContent === 'Was $149')).toBeInTheDocument();
  expect(screen.getByText('Mail it back; your results come in about two weeks.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Safety' })).not.toBeInTheDocument();
});

test('the test page adds the STI + PCR panel beside the kit when ticked, then hides the checkbox', async () => {
  stub.answer({ ...shopper(), ...addingToCart({ product: { id: 8, slug: 'vaginal-microbiome-test', name: 'Vaginal Microbiome Test', price: 129 } }) });
  renderTest('/care/shop/test/vaginal-microbiome-test/');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Add the STI + expanded PCR panel (+$99)' }));
  const add = screen.getByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  expect(await screen.findByRole('button', { name: 'Added' })).toBeDisabled();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(stub.requestsTo(ADD_ITEMS)[0].body.items.map((i) => i.product_id)).toEqual([8, 9]);
});

test('an unknown product, or a treatment asked for as a test, is the not-found page', async () => {
  stub.answer(shopper());
  const { unmount } = renderTreatment('/care/shop/treatment/product/nope/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  unmount();
  renderTest('/care/shop/test/ba-14/');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument());
  expect(screen.queryByRole('heading', { level: 1, name: 'Boric Acid Suppositories' })).not.toBeInTheDocument();
});
