// /treatments/shop/: where the shell sends a male partner who opens the shop (/care/shop/): what he
// can buy (the treatment with his partner's voucher) or where his treatment stands; anyone else goes
// to the shop.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CareRoutes } from '../../routes';
import { leaveFor } from './leave-for';

jest.mock('./leave-for', () => ({ leaveFor: jest.fn() }));

const stub = setupApiStub();
const CONSULTS = 'GET /api/v1/consults/';
const CHECKOUT = 'POST /api/v1/male-partner-checkout/';

beforeEach(() => {
  signIn({ email: 'partner@flora.test', registrationRoute: 'male_partner' });
  jest.mocked(leaveFor).mockClear();
});
afterEach(signOut);

const consult = (over: Partial<ApiConsult>) =>
  consultFixture({ uid: 'mp-1', type: 'male-partner', status: 'OR', purchase_type: 'male-partner', consult_paid: true, is_pre_submit: true, ...over });

const renderShop = (path = '/treatments/shop/', sharedHistory = false) => renderScreen(<CareRoutes basePath="/" name="care" />, { path, sharedHistory });

test('without a treatment: the treatment, its price and the checkout with his voucher code (no "Page not found")', async () => {
  stub.answer({ [CONSULTS]: { body: [] }, [CHECKOUT]: { body: { checkout_url: 'https://pay.example/c/1', consult_uid: 'mp-1', total: 129 } } });
  renderShop();
  expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  expect(await screen.findByText(/\$129, free shipping/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Voucher code (optional)'), 'MP-7K3D-9QXA-4HNB');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/c/1'));
  expect(stub.requestsTo(CHECKOUT)[0]?.body).toEqual({ voucher_code: 'MP-7K3D-9QXA-4HNB' });
});

test('a shop page deeper than /treatments/shop/ (a product he followed) shows the same', async () => {
  stub.answer({ [CONSULTS]: { body: [] } });
  renderShop('/treatments/shop/treatment/boric-acid/');
  expect(await screen.findByText(/\$129, free shipping/)).toBeInTheDocument();
});

test.each<[string, Partial<ApiConsult>, string, string, string]>([
  ['paid, intake to do', {}, 'Ordered', 'Complete intake', '/treatments/consults/mp-1/male-partner/intake/intro/'],
  ['submitted', { status: 'SU', consult_pending: true, is_pre_submit: false }, 'Under review', 'View consultation status', '/treatments/consults/mp-1/'],
  ['complete', { status: 'CP', is_closed: true, is_pre_submit: false }, 'Complete', 'View treatment', '/treatments/consults/mp-1/treatment/'],
])('his treatment %s: its status and its next step, no second checkout', async (_name, over, status, label, href) => {
  stub.answer({ [CONSULTS]: { body: [consult(over)] } });
  renderShop();
  expect(await screen.findByText(status)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  expect(screen.queryByRole('button', { name: 'Continue to checkout' })).not.toBeInTheDocument();
});

test('an unpaid order: complete it', async () => {
  stub.answer({ [CONSULTS]: { body: [consult({ status: 'IN', consult_paid: false })] } });
  renderShop();
  expect(await screen.findByText('Complete your order')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeInTheDocument();
});

test('anyone else is sent to the shop', async () => {
  signIn({ email: 'pat@flora.test' });
  stub.answer({ [CONSULTS]: { body: [] } });
  renderShop('/treatments/shop/', true);
  await waitFor(() => expect(window.location.pathname).toBe('/care/shop/'));
});
