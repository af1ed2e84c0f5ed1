import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '@flora/shared/data';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { antifungal, boricAcid, CONSULTS, idFailure, stub, underReview } from './care.fixtures';
import { MyTreatmentsPage } from './my-treatments-page';

jest.mock('@flora/shared/data', () => ({ ...jest.requireActual('@flora/shared/data'), leaveFor: jest.fn() }));

const PRODUCTS = 'GET /api/v1/products/all-products/';
const REFILL = 'POST /api/v1/consults/c-done/refill-checkout/';
const soothing = { id: 4, slug: 'soo-3', name: 'Soothing Gel', price: 18, discounted_price: null, image_url: '/z.png' };

/** A completed program with a refill left (ba-14), a one-time prescription (af-1) and an OTC gel (soo-3). */
const completed = consultFixture({
  uid: 'c-done',
  status: 'CP',
  purchase_type: 'a-la-care',
  consult_paid: true,
  is_closed: true,
  ready_for_refills: true,
  created_at: '2026-03-05T10:00:00.000Z',
  prescriptions: [
    { product: { slug: 'ba-14' }, is_refillable_product: true, refills_remaining: 1, is_otc_product: false, is_disabled_for_refill: false },
    { product: { slug: 'af-1' }, is_refillable_product: false, refills_remaining: 0, is_otc_product: false, is_disabled_for_refill: false },
    { product: { slug: 'soo-3' }, is_refillable_product: false, refills_remaining: 0, is_otc_product: true, is_disabled_for_refill: false },
  ],
});

function answer(consults: ApiConsult[]) {
  stub.answer({ [CONSULTS]: { body: consults }, [PRODUCTS]: { body: { data: [boricAcid, antifungal, soothing] } } });
}

beforeEach(() => {
  jest.mocked(leaveFor).mockClear();
  signIn({ email: 'pat@flora.test' });
});
afterEach(signOut);

const renderPage = () => renderScreen(<MyTreatmentsPage />, { path: '/treatments/' });
const region = (name: string) => within(screen.getByRole('region', { name }));

test('lists the program under way and the completed one, each with its next step and its messages', async () => {
  answer([{ ...underReview, created_at: '2026-04-01T10:00:00.000Z' }, completed]);
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'My Treatments' })).toBeInTheDocument();
  const current = within(await screen.findByRole('region', { name: 'Current programs' }));
  expect(current.getByText('Under review · started Apr 1, 2026')).toBeInTheDocument();
  expect(current.getByRole('link', { name: 'View consultation status' })).toHaveAttribute('href', '/treatments/consults/c-review/');
  const done = region('Completed programs');
  expect(done.getByRole('link', { name: 'View treatment' })).toHaveAttribute('href', '/treatments/consults/c-done/treatment/');
  expect(done.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/treatments/consults/c-done/');
  const past = region('Past Consultations');
  expect(past.getAllByText(/^Status: /).map((p) => p.textContent)).toEqual(['Status: Under review · Started Apr 1, 2026', 'Status: Complete · Started Mar 5, 2026']);
});

test('a program whose ID verification failed offers what the banner offers: reupload the photo ID', async () => {
  answer([idFailure]);
  renderPage();
  const current = within(await screen.findByRole('region', { name: 'Current programs' }));
  expect(current.getByRole('link', { name: 'Reupload ID' })).toHaveAttribute('href', '/treatments/consults/c-id/intake/photo-id/');
  expect(current.queryByRole('link', { name: /Complete intake|View consultation status/ })).not.toBeInTheDocument();
});

test('groups the prescriptions by what each allows, with the catalogue names', async () => {
  answer([completed]);
  renderPage();
  const refills = within(await screen.findByRole('region', { name: 'Refills' }));
  const choose = within(await refills.findByRole('group', { name: 'Choose what to refill' }));
  expect(await choose.findByRole('checkbox', { name: 'Boric Acid Suppositories · 1 refill left' })).toBeInTheDocument();
  expect(choose.getByRole('checkbox', { name: 'Soothing Gel · over the counter: order any time' })).toBeInTheDocument();
  expect(choose.getAllByRole('checkbox')).toHaveLength(2);
  expect(refills.getByRole('heading', { name: 'Not refillable' }).nextElementSibling).toHaveTextContent('Antifungal (Fluconazole)');
  expect(refills.queryByRole('heading', { name: 'No refills left' })).not.toBeInTheDocument();
});

test('a refill of the chosen treatments goes to the checkout the API answers; choosing none says so first', async () => {
  answer([completed]);
  stub.answer({ [REFILL]: { body: { checkout_url: 'http://localhost:4000/api/v1/checkout/refill-1/' } } });
  renderPage();
  const request = await screen.findByRole('button', { name: 'Request refill' });
  await userEvent.click(request);
  expect(screen.getByRole('group', { name: 'Choose what to refill' })).toHaveAccessibleDescription(/Choose at least one treatment to refill\./);
  expect(stub.requestsTo(REFILL)).toHaveLength(0);

  await userEvent.click(await screen.findByRole('checkbox', { name: /Boric Acid Suppositories/ }));
  await userEvent.click(request);
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:4000/api/v1/checkout/refill-1/'));
  expect(stub.requestsTo(REFILL).map((r) => r.body)).toEqual([{ product_slugs: ['ba-14'] }]);
});

test('a refill the API refuses is explained beside the choice, which stays as it was', async () => {
  const detail = 'ba-14 cannot be refilled: no refills are left on this prescription.';
  answer([completed]);
  stub.answer({ [REFILL]: { status: 400, body: { detail, field: 'product_slugs' } } });
  renderPage();
  const boric = await screen.findByRole('checkbox', { name: /Boric Acid Suppositories/ });
  await userEvent.click(boric);
  await userEvent.click(screen.getByRole('button', { name: 'Request refill' }));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Choose what to refill' })).toHaveAccessibleDescription(new RegExp(detail)));
  expect(boric).toBeChecked();
  expect(screen.getByRole('button', { name: 'Request refill' })).toBeEnabled();
  expect(leaveFor).not.toHaveBeenCalled();
});

test('a prescription with no refills left points her to her provider', async () => {
  const used = { ...completed, ready_for_refills: false, prescriptions: [{ ...completed.prescriptions[0]!, refills_remaining: 0 }] };
  answer([used]);
  renderPage();
  const refills = within(await screen.findByRole('region', { name: 'Refills' }));
  expect(refills.getByText('Nothing on this prescription can be refilled right now.')).toBeInTheDocument();
  expect(refills.getByRole('heading', { name: 'No refills left' })).toBeInTheDocument();
  expect(refills.getByRole('link', { name: 'message your provider' })).toHaveAttribute('href', '/treatments/consults/c-done/');
});

test('with no consults yet: a calm empty state leading to Care', async () => {
  answer([]);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No treatments yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore care' })).toHaveAttribute('href', '/care/');
});

test('a failed load says why and offers to try again', async () => {
  stub.answer({ [CONSULTS]: { status: 500, body: { detail: 'Server error' } } });
  renderPage();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  answer([completed]);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Completed programs' })).toBeInTheDocument();
});
