import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiMembership, membershipFixture, membershipStateFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { NOT_A_MEMBER_TITLE } from './membership-copy';
import { MembershipPage } from './membership-page';

const MEMBERSHIP = 'GET /api/v1/membership/';
const UPGRADE = 'POST /api/v1/membership/upgrade/';
const DOWNGRADE = 'POST /api/v1/membership/downgrade/';
const CANCEL = 'POST /api/v1/membership/cancel/';
const RESUME = 'POST /api/v1/membership/resume/';
const PORTAL = 'GET /api/v1/subscription/portal-link/';
const stub = setupApiStub();

const REASONS = [
  { value: 'too-expensive', label: 'It costs too much' },
  { value: 'results-improved', label: "My results improved, so I don't need it now" },
  { value: 'other', label: 'Something else' },
];

const VMT = membershipFixture();
const PCR = membershipFixture({ slug: 'membership_expanded_pcr', name: 'Microbiome Membership + Expanded PCR', price: 159.2, unit_price: 159.2 });
const CANCELLED = membershipFixture({ status: 'cancelled', next_charge_at: null, cancelled_at: '2026-11-20T12:00:00.000Z', cancel_reason: 'too-expensive', ends_at: '2027-01-31T12:00:00.000Z' });

type Flags = 'can_upgrade' | 'can_downgrade' | 'can_cancel' | 'can_resume' | 'can_subscribe' | 'was_member';
const answer = (membership: ApiMembership | null, moves: Partial<Record<Flags, boolean>> = {}) => ({
  body: { data: membershipStateFixture(membership, { cancel_reasons: REASONS, ...moves }) },
});
const ACTIVE_VMT = answer(VMT, { can_upgrade: true, can_cancel: true });

afterEach(signOut);

function renderPage(first: ReturnType<typeof answer>) {
  signIn({ id: 1, email: 'demo@flora.test' });
  stub.answer({ [MEMBERSHIP]: first });
  renderScreen(<MembershipPage />, { path: '/account/membership/' });
}

test('shows the plan, status, next delivery and price, and the moves the API allows', async () => {
  renderPage(ACTIVE_VMT);
  const card = (await screen.findByRole('heading', { name: 'Your membership' })).closest('section')!;
  expect(within(card).getByText('Microbiome Membership · Every 3 months')).toBeInTheDocument();
  expect(within(card).getByText('Active')).toBeInTheDocument();
  expect(within(card).getByText('Jan 31, 2027')).toBeInTheDocument();
  expect(within(card).getByText('$119.20 per delivery')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Upgrade to Expanded PCR' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Downgrade/ })).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
});

test('no membership: says so and leads to the memberships in the shop; no moves offered', async () => {
  renderPage(answer(null));
  expect(await screen.findByRole('heading', { name: NOT_A_MEMBER_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/care/shop/#shop-care');
  expect(screen.queryByRole('button', { name: /Upgrade|Downgrade|Cancel membership|Resume/ })).not.toBeInTheDocument();
});

test('an ended membership: re-subscribe in the shop', async () => {
  renderPage(answer(null, { was_member: true }));
  expect(await screen.findByRole('link', { name: 'Re-subscribe' })).toHaveAttribute('href', '/care/shop/#shop-care');
  expect(screen.queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument();
});

test('a cancelled membership still running shows until when, and offers to resume it (nothing else to change)', async () => {
  renderPage(answer(CANCELLED, { can_resume: true }));
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect(screen.getByText(/runs until Jan 31, 2027/)).toBeInTheDocument();
  expect(screen.getByText('None: no more deliveries')).toBeInTheDocument();
  expect(screen.getByText(/nothing is charged now, and your next delivery is charged on Jan 31, 2027/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resume membership' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Upgrade|Downgrade|Cancel membership/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Become a member|Re-subscribe/ })).not.toBeInTheDocument();
});

test('resuming sends one request, says so, and shows the membership active again', async () => {
  renderPage(answer(CANCELLED, { can_resume: true }));
  const resume = await screen.findByRole('button', { name: 'Resume membership' });
  stub.answer({ [RESUME]: { body: { data: VMT } }, [MEMBERSHIP]: ACTIVE_VMT });
  await userEvent.click(resume);
  expect(await screen.findByText(/Your membership is active again\. Your next delivery is charged on Jan 31, 2027\./)).toBeInTheDocument();
  expect(await screen.findByText('Active')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resume membership' })).not.toBeInTheDocument();
  expect(stub.requestsTo(RESUME)).toHaveLength(1);
});

test('a refused resume (409) says why and keeps the button', async () => {
  renderPage(answer(CANCELLED, { can_resume: true }));
  stub.answer({ [RESUME]: { status: 409, body: { detail: 'Your membership changed meanwhile; reload it and try again.' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Resume membership' }));
  expect(await screen.findByText('Your membership changed meanwhile; reload it and try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resume membership' })).toBeInTheDocument();
});

test('upgrading asks for confirmation first; going back changes nothing', async () => {
  renderPage(ACTIVE_VMT);
  await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Expanded PCR' }));
  expect(screen.getByRole('heading', { name: 'Upgrade your membership?' })).toBeInTheDocument();
  expect(screen.getByText(/from Microbiome Membership to Microbiome Membership \+ Expanded PCR/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
  expect(screen.getByRole('heading', { name: 'Your membership' })).toBeInTheDocument();
  expect(stub.requestsTo(UPGRADE)).toHaveLength(0);
});

test('a confirmed upgrade is sent once, says what the membership is now, and shows the new plan', async () => {
  renderPage(ACTIVE_VMT);
  await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Expanded PCR' }));
  stub.answer({ [UPGRADE]: { body: { data: PCR } }, [MEMBERSHIP]: answer(PCR, { can_downgrade: true, can_cancel: true }) });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm upgrade' }));
  expect(await screen.findByText('Your membership is now Microbiome Membership + Expanded PCR.')).toBeInTheDocument();
  expect(await screen.findByText('$159.20 per delivery')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Downgrade to Microbiome Membership' })).toBeInTheDocument();
  expect(stub.requestsTo(UPGRADE)).toHaveLength(1);
});

test('a refused downgrade (409) says why and keeps the confirmation open', async () => {
  renderPage(answer(PCR, { can_downgrade: true, can_cancel: true }));
  await userEvent.click(await screen.findByRole('button', { name: 'Downgrade to Microbiome Membership' }));
  stub.answer({ [DOWNGRADE]: { status: 409, body: { detail: 'Your membership is already Microbiome Membership.' } } });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm downgrade' }));
  expect(await screen.findByText('Your membership is already Microbiome Membership.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Downgrade your membership?' })).toBeInTheDocument();
});

test('cancelling: a reason is required before going on, and nothing is sent', async () => {
  renderPage(ACTIVE_VMT);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
  expect(screen.getByRole('heading', { name: 'Cancel your membership' })).toBeInTheDocument();
  expect(screen.getByText(/Step 1 of 3/)).toHaveTextContent('Step 1 of 3: Reason');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const group = screen.getByRole('radiogroup', { name: 'Why are you cancelling?' });
  await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
  expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose the reason that fits best.'));
  expect(stub.requestsTo(CANCEL)).toHaveLength(0);
});

test('cancelling with a reason and a note: a confirmation step, then the result', async () => {
  renderPage(ACTIVE_VMT);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
  await userEvent.click(screen.getByRole('radio', { name: "My results improved, so I don't need it now" }));
  await userEvent.type(screen.getByLabelText(/Anything else/), '  Feeling great  ');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  // the confirmation says what happens and what was chosen; nothing is sent yet
  expect(await screen.findByText(/no more charges or deliveries/i)).toBeInTheDocument();
  expect(screen.getByText(/Step 2 of 3/)).toHaveTextContent('Step 2 of 3: Confirm');
  expect(screen.getByText(/Step 2 of 3/).closest('[tabindex="-1"]')).toHaveFocus();
  expect(screen.getByText(/You stay a member until Jan 31, 2027/)).toBeInTheDocument();
  expect(screen.getByText("My results improved, so I don't need it now")).toBeInTheDocument();
  expect(screen.getByText('Feeling great')).toBeInTheDocument();
  expect(stub.requestsTo(CANCEL)).toHaveLength(0);

  stub.answer({
    [CANCEL]: { body: { data: { ...CANCELLED, cancel_reason: 'results-improved', cancel_note: 'Feeling great' } } },
    [MEMBERSHIP]: answer({ ...CANCELLED, cancel_reason: 'results-improved' }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my membership' }));
  expect(await screen.findByText('Your membership is cancelled')).toBeInTheDocument();
  expect(screen.getByText(/Step 3 of 3/)).toHaveTextContent('Step 3 of 3: Done');
  expect(screen.getByText(/You remain a member until Jan 31, 2027/)).toBeInTheDocument();
  expect(stub.requestsTo(CANCEL).map((r) => r.body)).toEqual([{ reason: 'results-improved', note: 'Feeling great' }]);
  expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute('href', '/account/');
});

test('going back from the confirmation keeps the reason; "Keep my membership" leaves without sending', async () => {
  renderPage(ACTIVE_VMT);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
  await userEvent.click(screen.getByRole('radio', { name: 'It costs too much' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(screen.getByRole('radio', { name: 'It costs too much' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Keep my membership' }));
  expect(screen.getByRole('heading', { name: 'Your membership' })).toBeInTheDocument();
  expect(stub.requestsTo(CANCEL)).toHaveLength(0);
});

test('a refused cancel (409) is shown on the confirmation step', async () => {
  renderPage(ACTIVE_VMT);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  stub.answer({ [CANCEL]: { status: 409, body: { detail: 'Your membership is cancelled already.' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel my membership' }));
  expect(await screen.findByText('Your membership is cancelled already.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yes, cancel my membership' })).toBeInTheDocument();
});

test('the subscriptions portal link is fetched on request and opens in a new tab', async () => {
  renderPage(ACTIVE_VMT);
  stub.answer({ [PORTAL]: { body: { data: { url: 'http://localhost:4000/api/v1/subscription/portal/tok123/', expires_at: '2026-11-20T12:30:00.000Z' } } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Get a portal link' }));
  const link = await screen.findByRole('link', { name: /Open the subscriptions portal/ });
  expect(link).toHaveAttribute('href', 'http://localhost:4000/api/v1/subscription/portal/tok123/');
  expect(screen.getByRole('link', { name: 'See your subscriptions and their next charges' })).toHaveAttribute('href', '/care/shop/subscriptions/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(stub.requestsTo(PORTAL)).toHaveLength(1);
});

test("without any subscription the portal link says 'Failed to fetch portal link'", async () => {
  renderPage(answer(null));
  stub.answer({ [PORTAL]: { status: 404, body: { detail: 'No active subscription.' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Get a portal link' }));
  expect(await screen.findByText(/Failed to fetch portal link: you have no active subscriptions\./)).toBeInTheDocument();
});
