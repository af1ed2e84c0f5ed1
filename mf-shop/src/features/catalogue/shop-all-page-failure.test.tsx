// A page load whose catalogue request fails (its own file: the catalogue is cached per page load).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { ShopAllPage } from './shop-all-page';

const ALL_PRODUCTS = 'GET /api/v1/products/all-products/';
const stub = setupApiStub();

test("a failed catalogue shows the API's message, and Try again loads it", async () => {
  stub.answer({ [ALL_PRODUCTS]: { status: 503, body: { detail: 'The shop is closed for maintenance.' } } });
  renderScreen(<ShopAllPage />, { path: '/care/shop/' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The shop is closed for maintenance.');

  const probiotic = { id: 3, slug: 'probiotic', name: 'Daily Probiotic', image_url: null, price: 34, discounted_price: null };
  stub.answer({ [ALL_PRODUCTS]: { body: { data: [probiotic] } } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'Daily Probiotic' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(stub.requestsTo(ALL_PRODUCTS)).toHaveLength(2);
});
