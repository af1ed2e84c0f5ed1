// The catalogue is loaded once per page load (each test starts with an empty cache, as a new page
// load does). (A failed load: shop-all-page-failure.test.tsx.)
import { cleanup, screen, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { ShopAllPage } from './shop-all-page';

const ALL_PRODUCTS = 'GET /api/v1/products/all-products/';
const CATALOGUE = [
  { id: 1, slug: 'boric-acid', name: 'Boric Acid Suppositories', image_url: null, price: 45, discounted_price: 39.99 },
  { id: 2, slug: 'male-partner-treatment-voucher', name: 'Voucher MP-BV-001', image_url: null, price: 129, discounted_price: 99.5 },
  { id: 3, slug: 'probiotic', name: 'Daily Probiotic', image_url: null, price: 34, discounted_price: null },
];

let stub: ApiStub;
beforeAll(async () => {
  stub = await startApiStub({ [ALL_PRODUCTS]: { body: { data: CATALOGUE } } });
});
afterAll(() => stub.close());

const renderPage = () =>
  renderScreen(<ShopAllPage />, { path: '/care/shop/' });

const productCard = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('li')!);

test('shows every product with its price, the old price struck through when discounted', async () => {
  renderPage();
  const products = await screen.findByRole('list', { name: 'Products' });
  expect(within(products).getAllByRole('listitem')).toHaveLength(3);

  const discounted = await productCard('Boric Acid Suppositories');
  expect(discounted.getByText('$45', { selector: 's' })).toBeInTheDocument();
  expect(discounted.getByText('$39.99')).toBeInTheDocument();
  expect((await productCard('Daily Probiotic')).getByText('$34')).toBeInTheDocument();
});

test('the male-partner voucher card has its own copy and its discounted price in whole dollars', async () => {
  renderPage();
  const voucher = await productCard('Male Partner BV Treatment Voucher');
  expect(voucher.getByText('For Partner')).toBeInTheDocument();
  expect(voucher.getByText('Break the cycle of BV recurrence.')).toBeInTheDocument();
  expect(voucher.getByText('$100')).toBeInTheDocument();
  expect(voucher.queryByText('$129')).not.toBeInTheDocument();
  expect(screen.queryByText('Voucher MP-BV-001')).not.toBeInTheDocument();
});

test('opening the page again shows the catalogue at once from the cache: one request per page load', async () => {
  const before = stub.requestsTo(ALL_PRODUCTS).length;
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Daily Probiotic' })).toBeInTheDocument();
  cleanup();
  renderPage();
  expect(screen.getByRole('heading', { name: 'Daily Probiotic' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(stub.requestsTo(ALL_PRODUCTS).length - before).toBe(1);
});
