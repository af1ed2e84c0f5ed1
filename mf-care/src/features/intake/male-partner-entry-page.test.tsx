// /treatments/male-partner/intake/start: to his open consult's intake (replacing the location); an
// unpaid order: "Complete your order"; none: the treatment and its checkout, with a voucher code.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@flora/shared';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { leaveFor } from './leave-for';
import { MalePartnerEntryPage } from './male-partner-entry-page';

jest.mock('./leave-for', () => ({ leaveFor: jest.fn() }));

const stub = setupApiStub();
const CONSULTS = 'GET /api/v1/consults/';
const CHECKOUT = 'POST /api/v1/male-partner-checkout/';
const ENTRY = '/treatments/male-partner/intake/start';

beforeEach(() => {
  signIn({ email: 'partner@flora.test', registrationRoute: 'male_partner' });
  jest.mocked(leaveFor).mockClear();
});
afterEach(signOut);

const consult = (over: Partial<ApiConsult>) =>
  consultFixture({
    uid: 'mp-1',
    type: 'male-partner',
    status: 'OR',
    purchase_type: 'male-partner',
    consult_paid: true,
    is_pre_submit: true,
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
    ...over,
  });

function renderEntry(sharedHistory = false) {
  return renderScreen(
    <Routes>
      <Route path={ENTRY} element={<MalePartnerEntryPage />} />
      <Route path="/treatments/consults/:uid/male-partner/intake/:step/" element={<h1>His intake</h1>} />
    </Routes>,
    { path: ENTRY, sharedHistory },
  );
}

test('his paid open consult: its intake, resuming (start), in place of the entry', async () => {
  stub.answer({ [CONSULTS]: { body: [consult({ uid: 'old', status: 'CP', is_closed: true }), consult({})] } });
  renderEntry(true);
  const entries = window.history.length;
  expect(await screen.findByRole('heading', { level: 1, name: 'His intake' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/treatments/consults/mp-1/male-partner/intake/start/');
  expect(window.history.length).toBe(entries);
});

test('an unpaid order: "Complete your order" and its checkout', async () => {
  stub.answer({
    [CONSULTS]: { body: [consult({ status: 'IN', consult_paid: false })] },
    [CHECKOUT]: { status: 200, body: { checkout_url: 'http://localhost:4000/checkout/mp-1/', consult_uid: 'mp-1', total: 129 } },
  });
  renderEntry();
  expect(await screen.findByText('Complete your order')).toBeInTheDocument();
  expect(screen.getByText('Your order is not complete. Continue to complete your male partner treatment order.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:4000/checkout/mp-1/'));
  expect(stub.requestsTo(CHECKOUT)[0]?.body).toEqual({ voucher_code: null });
});

test('no open consult: the treatment, its price and the checkout with his voucher code', async () => {
  stub.answer({
    [CONSULTS]: { body: [consult({ status: 'CP', is_closed: true })] },
    [CHECKOUT]: { status: 201, body: { checkout_url: 'http://localhost:4000/checkout/mp-2/', consult_uid: 'mp-2', total: 0 } },
  });
  renderEntry();
  expect(await screen.findByText(/You don't have a partner treatment order yet/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Your partner treatment' })).toBeInTheDocument();
  expect(screen.getByText(/\$129, free shipping/)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: /Voucher code/ }), ' MP-7K3D-9QXA-4HNB ');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:4000/checkout/mp-2/'));
  expect(stub.requestsTo(CHECKOUT)[0]?.body).toEqual({ voucher_code: 'MP-7K3D-9QXA-4HNB' });
});

test('a voucher code the API refuses: its message beside the field, his code kept, no checkout', async () => {
  stub.answer({
    [CONSULTS]: { body: [] },
    [CHECKOUT]: { status: 400, body: { detail: 'This voucher code has already been used.', field: 'voucher_code' } },
  });
  renderEntry();
  const field = await screen.findByRole('textbox', { name: /Voucher code/ });
  await userEvent.type(field, 'MP-R2V8-C5TW-J6PE');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  expect(await screen.findByText('This voucher code has already been used.')).toBeInTheDocument();
  expect(field).toHaveValue('MP-R2V8-C5TW-J6PE');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(leaveFor).not.toHaveBeenCalled();
});

test('the consults cannot be loaded: an error with Try again', async () => {
  stub.answer({ [CONSULTS]: { status: 503, body: { detail: 'Unavailable' } } });
  renderEntry();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
