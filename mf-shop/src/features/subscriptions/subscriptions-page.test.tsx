// The subscriptions page: none, a failed load, the membership in each state (active, cancelled and
// running, none or ended) with its next step, the Subscribe & Save list, each action's success and
// failure, and the retest offer shown or hidden by its rule (the account's bundle_retest_upsell flag).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { type ApiMembership, type ApiMembershipState, membershipFixture, membershipStateFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn } from '@flora/tools/jest/session-fixtures';
import { SubscriptionsPage } from './subscriptions-page';

const LIST = 'GET /api/v1/subscriptions/';
const NEXT = 'POST /api/v1/subscription/next-charge/';
const NEXT_WITH_DISCOUNT = 'POST /api/v1/subscription/next-charge-with-discount/';
const SWAP = 'POST /api/v1/subscription/swap/';
const PORTAL = 'GET /api/v1/subscription/portal-link/';
const MEMBERSHIP_ANSWER = 'GET /api/v1/membership/';
const RESUME = 'POST /api/v1/membership/resume/';

type ApiSubscription = ApiResponse<'/api/v1/subscriptions/'>['data']['subscriptions'][number];
type ApiNextCharge = ApiResponse<'/api/v1/subscription/next-charge/', 'post'>['data'];

const plan = (name: string, discount: number) => ({ id: `x-${name}`, name, interval_months: 3, discount_percentage: discount });
const sub = (over: Partial<ApiSubscription>): ApiSubscription =>
  membershipFixture({
    id: 1,
    slug: 'op-4',
    name: 'Daily Probiotic',
    kind: 'routine-essential',
    is_membership: false,
    selling_plan: plan('Every 3 months', 15),
    unit_price: 29.75,
    price: 29.75,
    started_at: '2026-11-01T10:00:00.000Z',
    next_charge_at: '2027-02-01T10:00:00.000Z',
    order_id: 7,
    ...over,
  });
const PROBIOTIC = sub({});
const MEMBERSHIP = membershipFixture({
  id: 2,
  order_id: 7,
  started_at: '2026-10-01T10:00:00.000Z',
  next_charge_at: '2027-01-01T10:00:00.000Z',
});
const CANCELLED: ApiMembership = { ...MEMBERSHIP, status: 'cancelled', next_charge_at: null, cancelled_at: '2026-11-20T12:00:00.000Z', cancel_reason: 'other', ends_at: '2027-01-01T10:00:00.000Z' };
/** GET /api/v1/membership/: none by default. */
const membership = (current: ApiMembership | null = null, over: Partial<ApiMembershipState> = {}) => ({ body: { data: membershipStateFixture(current, over) } });
const ACTIVE = membership(MEMBERSHIP, { can_upgrade: true, can_cancel: true });

const charge = (discount: ApiNextCharge['discount']): ApiNextCharge => ({
  subscription_id: 1,
  slug: 'op-4',
  date: '2027-02-01T10:00:00.000Z',
  items: [{ slug: 'op-4', name: 'Daily Probiotic', selling_plan_id: 'x', quantity: 1, unit_price: 29.75, total: 29.75 }],
  subtotal: 29.75,
  discount,
  total: discount ? 9.75 : 29.75,
});

const stub = setupApiStub();
const withOffer = () => signIn({ features: { bundle_retest_upsell: true } });
const renderPage = () => renderScreen(<SubscriptionsPage />, { path: '/care/shop/subscriptions/' });
beforeEach(() => stub.answer({ [MEMBERSHIP_ANSWER]: membership() }));
const cardOf = async (name: string) => within((await screen.findByRole('heading', { name })).closest('section')!);

test('no subscription (404) and no membership: a calm empty state pointing to Subscribe & Save, and a way to become a member', async () => {
  withOffer();
  stub.answer({ [LIST]: { status: 404, body: { detail: 'You have no active subscription.' } } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No Subscribe & Save deliveries yet' })).toBeInTheDocument();
  expect((await cardOf('Membership')).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/care/shop/#shop-care');
  expect(screen.getByRole('link', { name: 'Shop Subscribe & Save' })).toHaveAttribute('href', '/care/shop/');
  expect(screen.queryByText('Failed to fetch subscriptions')).not.toBeInTheDocument();
  expect(screen.queryByText(/Retest offer/)).not.toBeInTheDocument();
});

test("a failed load says 'Failed to fetch subscriptions' and Try again loads them", async () => {
  withOffer();
  stub.answer({ [LIST]: { status: 500, body: { detail: 'boom' } } });
  renderPage();
  expect(await screen.findByText('Failed to fetch subscriptions')).toBeInTheDocument();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Daily Probiotic' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch subscriptions')).not.toBeInTheDocument();
});

test('each subscription shows its plan, price per delivery and next charge date; the membership its own card, active', async () => {
  withOffer();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC, MEMBERSHIP] } } }, [MEMBERSHIP_ANSWER]: ACTIVE });
  renderPage();
  const list = await screen.findByRole('list', { name: 'Your Subscribe & Save deliveries' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  const probiotic = await cardOf('Daily Probiotic');
  expect(probiotic.getByText('Every 3 months · 15% off')).toBeInTheDocument();
  expect(probiotic.getByText('$29.75 per delivery')).toBeInTheDocument();
  expect(probiotic.getByText('Feb 1, 2027')).toBeInTheDocument();
  // Only a membership can change type.
  expect(probiotic.queryByRole('combobox')).not.toBeInTheDocument();
  const member = await cardOf('Microbiome Membership');
  expect(member.getByText('Active')).toBeInTheDocument();
  expect(member.getByText('$119.20 per delivery')).toBeInTheDocument();
  expect(member.getByText('Jan 1, 2027')).toBeInTheDocument();
  expect(member.getByRole('combobox', { name: 'Change membership type' })).toBeInTheDocument();
  expect(member.queryByRole('button', { name: 'Resume membership' })).not.toBeInTheDocument();
});

test('a cancelled membership still running is listed as cancelled, until when, and can be resumed here', async () => {
  withOffer();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } }, [MEMBERSHIP_ANSWER]: membership(CANCELLED, { can_resume: true }) });
  renderPage();
  const member = await cardOf('Microbiome Membership');
  expect(member.getByText('Cancelled')).toBeInTheDocument();
  expect(member.getByText(/Runs until Jan 1, 2027/)).toBeInTheDocument();
  expect(member.getByText('None scheduled')).toBeInTheDocument();
  expect(member.queryByRole('combobox')).not.toBeInTheDocument();

  stub.answer({ [RESUME]: { body: { data: MEMBERSHIP } }, [MEMBERSHIP_ANSWER]: ACTIVE, [LIST]: { body: { data: { subscriptions: [PROBIOTIC, MEMBERSHIP] } } } });
  await userEvent.click(member.getByRole('button', { name: 'Resume membership' }));
  expect(await member.findByText(/Your membership is active again\. Your next delivery is charged on Jan 1, 2027\./)).toBeInTheDocument();
  expect(await member.findByText('Active')).toBeInTheDocument();
  expect(member.getByText('Jan 1, 2027')).toBeInTheDocument();
  expect(stub.requestsTo(RESUME)).toHaveLength(1);
});

test('an ended membership: re-subscribe in the shop', async () => {
  withOffer();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } }, [MEMBERSHIP_ANSWER]: membership(null, { was_member: true }) });
  renderPage();
  expect((await cardOf('Membership')).getByRole('link', { name: 'Re-subscribe' })).toHaveAttribute('href', '/care/shop/#shop-care');
});

test('See my next charge shows its date and total; a failure says so and the button stays', async () => {
  withOffer();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } }, [NEXT]: { status: 500, body: { detail: 'Server down' } } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'See my next charge' }));
  expect(await screen.findByText(/We couldn't load your next charge\. Server down/)).toBeInTheDocument();

  stub.answer({ [NEXT]: { body: { data: charge(null) } } });
  await userEvent.click(screen.getByRole('button', { name: 'See my next charge' }));
  const summary = await screen.findByLabelText('Next charge');
  expect(summary).toHaveFocus();
  const next = within(summary);
  expect(next.getByText('Feb 1, 2027')).toBeInTheDocument();
  expect(next.getAllByText('$29.75')).toHaveLength(2);
  expect(stub.requestsTo(NEXT).at(-1)!.body).toEqual({});
});

test('the retest offer takes RETEST20 off the next charge; a refused code is shown', async () => {
  withOffer();
  stub.answer({
    [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } },
    [NEXT_WITH_DISCOUNT]: { status: 400, body: { detail: 'Unknown discount code RETEST20.', field: 'discount_code' } },
  });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Retest offer: $20 off' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'See my next charge with RETEST20' }));
  expect(await screen.findByText("We couldn't apply RETEST20. Unknown discount code RETEST20.")).toBeInTheDocument();

  stub.answer({ [NEXT_WITH_DISCOUNT]: { body: { data: charge({ code: 'RETEST20', type: 'fixed_amount', value: 20, amount: 20 }) } } });
  await userEvent.click(screen.getByRole('button', { name: 'See my next charge with RETEST20' }));
  const summary = within(await screen.findByLabelText('Next charge with RETEST20'));
  expect(summary.getByText('−$20')).toBeInTheDocument();
  expect(summary.getByText('$9.75')).toBeInTheDocument();
  expect(stub.requestsTo(NEXT_WITH_DISCOUNT).at(-1)!.body).toEqual({ discount_code: 'RETEST20', discount_type: 'fixed_amount', discount_value: 20 });
});

test('the retest offer is hidden without the bundle_retest_upsell flag', async () => {
  signIn({ features: { bundle_retest_upsell: false } });
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } } });
  renderPage();
  expect(await screen.findByRole('button', { name: 'See my next charge' })).toBeInTheDocument();
  expect(screen.queryByText(/Retest offer/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /RETEST20/ })).not.toBeInTheDocument();
});

test('swapping a membership is confirmed first; keeping it sends nothing', async () => {
  withOffer();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [MEMBERSHIP] } } }, [MEMBERSHIP_ANSWER]: ACTIVE });
  renderPage();
  const card = await cardOf('Microbiome Membership');
  await userEvent.click(card.getByRole('button', { name: 'Change membership' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change to Microbiome Membership + Expanded PCR?' });
  expect(within(dialog).getByText(/on Jan 1, 2027; the date stays the same/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Microbiome Membership' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stub.requestsTo(SWAP)).toHaveLength(0);
});

test('a confirmed swap changes the membership and says so', async () => {
  withOffer();
  stub.answer({
    [LIST]: { body: { data: { subscriptions: [MEMBERSHIP] } } },
    [MEMBERSHIP_ANSWER]: ACTIVE,
    [SWAP]: { body: { data: { ...MEMBERSHIP, slug: 'membership_expanded_pcr', name: 'Microbiome Membership + Expanded PCR' } } },
    [NEXT]: { body: { data: charge(null) } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'See my next charge' }));
  expect(await screen.findByLabelText('Next charge')).toBeInTheDocument();
  const card = await cardOf('Microbiome Membership');
  await userEvent.click(card.getByRole('button', { name: 'Change membership' }));
  const swapped = { ...MEMBERSHIP, slug: 'membership_expanded_pcr', name: 'Microbiome Membership + Expanded PCR' };
  stub.answer({ [LIST]: { body: { data: { subscriptions: [swapped] } } }, [MEMBERSHIP_ANSWER]: membership(swapped, { can_downgrade: true, can_cancel: true }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
  expect(await screen.findByText(/Your membership is now Microbiome Membership \+ Expanded PCR\./)).toBeInTheDocument();
  expect(stub.requestsTo(SWAP)[0].body).toEqual({ subscription_type: 'membership_expanded_pcr' });
  // The next charge shown before the swap is gone (its price may have changed); it can be asked again.
  expect(screen.queryByLabelText('Next charge')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'See my next charge' })).toBeInTheDocument();
  // Now it can go back the other way.
  expect(screen.getByRole('combobox', { name: 'Change membership type' })).toHaveValue('membership_vmt');
});

test("a refused swap shows the API's reason beside the choice", async () => {
  withOffer();
  stub.answer({
    [LIST]: { body: { data: { subscriptions: [MEMBERSHIP] } } },
    [MEMBERSHIP_ANSWER]: ACTIVE,
    [SWAP]: { status: 409, body: { detail: 'A Microbiome Membership cannot change type.' } },
  });
  renderPage();
  const card = await cardOf('Microbiome Membership');
  await userEvent.click(card.getByRole('button', { name: 'Change membership' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
  const select = card.getByRole('combobox', { name: 'Change membership type' });
  expect(await card.findByText('A Microbiome Membership cannot change type.')).toBeInTheDocument();
  expect(select).toHaveAccessibleDescription(/cannot change type/);
});

test('the portal link is fetched on request and opens in a new tab', async () => {
  withOffer();
  stub.answer({
    [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } },
    [PORTAL]: { body: { data: { url: 'http://localhost:4000/api/v1/subscription/portal/tok/', expires_at: '2026-11-20T12:30:00.000Z' } } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Get a portal link' }));
  const link = await screen.findByRole('link', { name: /Open the subscriptions portal/ });
  expect(link).toHaveAttribute('href', 'http://localhost:4000/api/v1/subscription/portal/tok/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveFocus();
});

test("a failed portal link says 'Failed to fetch portal link'", async () => {
  withOffer();
  stub.answer({ [LIST]: { body: { data: { subscriptions: [PROBIOTIC] } } }, [PORTAL]: { status: 404, body: { detail: 'You have no active subscription.' } } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Get a portal link' }));
  expect(await screen.findByText('Failed to fetch portal link. You have no active subscription.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get a portal link' })).toBeEnabled();
});
