// Shop all: the two sections for each shop eligibility kind, and the treatment locks (SPEC §4).
import { consultFixture, membershipFixture } from '@flora/tools/jest/api-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ShopAllPage } from './shop-all-page';
import { aTest, CATALOGUE, membershipVmt, MIXED, SHOP, shopper, SUBSCRIPTIONS } from './shop.fixtures';

const OFFER_REASONS = {
  locked: 'Locked while a clinician reviews your consultation. It is part of your treatment in progress.',
  unavailable: 'Not available right now.',
  noResults: 'Treatments open once a test result qualifies you for care.',
  program: 'The full program needs a result eligible for the care program; single treatments are open to you.',
} as const;

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<ShopAllPage />, { path: '/care/shop/' });
const card = async (name: string | RegExp) => within((await screen.findByRole('heading', { name })).closest('article')!);
/** A buyable card's button, once her cart has loaded. */
const enabled = async (inCard: ReturnType<typeof within>, name: string) => {
  const button = inCard.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};
const section = (name: string) => within(screen.getByRole('region', { name }));

test('vaginitis-mixed: the program and single treatments to buy, a treatment not on offer shown as unavailable, and Shop Care', async () => {
  stub.answer(shopper({ latestReady: aTest(MIXED) }));
  renderPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'Shop Treatments' })).toBeInTheDocument();
  const treatments = section('Shop Treatments');
  expect(treatments.getByText(/qualify you for the full treatment program or single treatments/)).toBeInTheDocument();
  expect(treatments.getAllByRole('listitem')).toHaveLength(4);
  await enabled(await card('BV Treatment Program'), 'Add BV Treatment Program');
  await enabled(await card('Boric Acid Suppositories'), 'Add Boric Acid Suppositories');
  const estradiol = await card('Vaginal Estradiol Cream');
  expect(estradiol.getByText('Unavailable')).toBeInTheDocument();
  expect(estradiol.getByText(OFFER_REASONS.unavailable)).toBeInTheDocument();
  expect(estradiol.queryByRole('button')).not.toBeInTheDocument();

  const care = section('Shop Care');
  expect(care.getAllByRole('listitem')).toHaveLength(4);
  expect(care.getByRole('heading', { name: 'Coaching Call' })).toBeInTheDocument();
  expect(care.getByRole('heading', { name: 'Vaginal Microbiome Test' })).toBeInTheDocument();
});

test('vaginitis-a-la-care: single treatments only; the program says why not', async () => {
  stub.answer(shopper({ latestReady: aTest({ eligible_for_a_la_care: true, eligible_for_any_care: true }) }));
  renderPage();
  const program = await card('BV Treatment Program');
  expect(program.getByText('Not for you yet')).toBeInTheDocument();
  expect(program.getByText(OFFER_REASONS.program)).toBeInTheDocument();
  expect(program.queryByRole('button')).not.toBeInTheDocument();
  await enabled(await card('Antifungal (Fluconazole)'), 'Add Antifungal (Fluconazole)');
  expect(screen.getByText(/qualify you for single treatments/)).toBeInTheDocument();
});

test('ungated: only the ungated Rx treatments can be bought', async () => {
  stub.answer(shopper({ latestReady: aTest({ eligible_for_ungated_rx: true }) }));
  renderPage();
  await enabled(await card('Antifungal (Fluconazole)'), 'Add Antifungal (Fluconazole)');
  expect((await card('Boric Acid Suppositories')).getByText('Unavailable')).toBeInTheDocument();
  expect((await card('BV Treatment Program')).getByText('Not for you yet')).toBeInTheDocument();
  expect(screen.getByText(/available without waiting for results/)).toBeInTheDocument();
});

test('unknown (any care only): single treatments on offer, not the program', async () => {
  stub.answer(shopper({ latestReady: aTest({ eligible_for_any_care: true }) }));
  renderPage();
  await enabled(await card('Boric Acid Suppositories'), 'Add Boric Acid Suppositories');
  expect((await card('BV Treatment Program')).getByText('Not for you yet')).toBeInTheDocument();
});

test('no eligibility (no test): treatments say why, care products can still be added', async () => {
  stub.answer(shopper({ latestReady: null }));
  renderPage();
  const boric = await card('Boric Acid Suppositories');
  expect(boric.getByText(OFFER_REASONS.noResults)).toBeInTheDocument();
  expect(boric.queryByRole('button')).not.toBeInTheDocument();
  await enabled(await card('Coaching Call'), 'Add Coaching Call');
});

test('a consult under review locks the treatments, with why', async () => {
  const underReview = consultFixture({ uid: 'c-1', type: 'vaginitis', status: 'SU', consult_paid: true, show_consult_in_progress: true, is_pre_submit: false, selected_treatments: [{ slug: 'ba-14' }] });
  stub.answer(shopper({ latestReady: aTest(MIXED), consults: [underReview] }));
  renderPage();
  const boric = await card('Boric Acid Suppositories');
  expect(boric.getByText('Locked')).toBeInTheDocument();
  expect(boric.getByText(OFFER_REASONS.locked)).toBeInTheDocument();
  expect((await card('Antifungal (Fluconazole)')).getByText('Locked')).toBeInTheDocument();
  await enabled(await card(/^Vaginal Probiotic/), 'Add Vaginal Probiotic');
});

test('an STI consult under review locks no BV treatment (issue 27): it holds none of them', async () => {
  const sti = consultFixture({ uid: 'c-3', type: 'sti', status: 'SU', consult_paid: true, show_consult_in_progress: true, is_pre_submit: false, selected_treatments: [] });
  stub.answer(shopper({ latestReady: aTest(MIXED), consults: [sti] }));
  renderPage();
  await enabled(await card('Boric Acid Suppositories'), 'Add Boric Acid Suppositories');
  await enabled(await card('Antifungal (Fluconazole)'), 'Add Antifungal (Fluconazole)');
  expect(screen.queryByText('Locked')).not.toBeInTheDocument();
});

test('a pre-submit consult locks only the treatments it selected', async () => {
  const started = consultFixture({ uid: 'c-2', type: 'vaginitis', status: 'ST', consult_paid: true, show_consult_in_progress: true, is_pre_submit: true, selected_treatments: [{ slug: 'ba-14' }] });
  stub.answer(shopper({ latestReady: aTest(MIXED), consults: [started] }));
  renderPage();
  expect((await card('Boric Acid Suppositories')).getByText('Locked')).toBeInTheDocument();
  await enabled(await card('Antifungal (Fluconazole)'), 'Add Antifungal (Fluconazole)');
});

test("a failed catalogue shows the API's message, and Try again loads it", async () => {
  stub.answer({ ...shopper(), [SHOP]: { status: 503, body: { detail: 'The shop is closed for maintenance.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The shop is closed for maintenance.');
  stub.answer(shopper());
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Coaching Call' })).toBeInTheDocument();
  expect(stub.requestsTo(SHOP)).toHaveLength(2);
});

test("failed subscriptions say 'Failed to fetch subscriptions' and the shop still works", async () => {
  stub.answer({ ...shopper({ latestReady: aTest(MIXED) }), [SUBSCRIPTIONS]: { status: 500, body: { detail: 'Boom' } } });
  renderPage();
  expect(await screen.findByText('Failed to fetch subscriptions')).toBeInTheDocument();
  await enabled(await card(/^Vaginal Probiotic/), 'Subscribe & Save Vaginal Probiotic');
});

test('sells the membership (only as Subscribe & Save) to someone without one', async () => {
  stub.answer({ ...shopper(), [SHOP]: { body: { data: [...CATALOGUE, membershipVmt] } } });
  renderPage();
  const membership = await card('Microbiome Membership');
  expect(section('Shop Care').getByRole('heading', { name: 'Microbiome Membership' })).toBeInTheDocument();
  await enabled(membership, 'Subscribe & Save Microbiome Membership');
  expect(membership.queryByRole('button', { name: 'Add Microbiome Membership' })).not.toBeInTheDocument();
});

test('does not sell a membership while a cancelled one still runs: it says to resume it in My Account', async () => {
  const cancelled = membershipFixture({ status: 'cancelled', next_charge_at: null, cancelled_at: '2026-11-20T12:00:00.000Z', ends_at: '2027-01-31T12:00:00.000Z' });
  stub.answer({ ...shopper({ membership: { is_member: true, membership: cancelled, can_resume: true, can_subscribe: false } }), [SHOP]: { body: { data: [...CATALOGUE, membershipVmt] } } });
  renderPage();
  const membership = await card('Microbiome Membership');
  expect(membership.getByText('Member')).toBeInTheDocument();
  expect(membership.getByText('Your membership is cancelled and runs until Jan 31, 2027: resume it in My Account.')).toBeInTheDocument();
  expect(membership.queryByRole('button')).not.toBeInTheDocument();
});
