import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { cartFixture, userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CoachingPage } from './coaching-page';
import { formatCallTime, formatCallTimeLong } from './coaching-time';

const SUMMARY = 'GET /api/v1/coaching/';
const SLOTS = 'GET /api/v1/coaching/slots/';
const BOOK = 'POST /api/v1/coaching/bookings/';
const stub = setupApiStub();

beforeEach(() => signIn({ id: 5, email: 'ineligible@flora.test', firstName: 'Ines' }));
afterEach(signOut);

const slot = (id: number, starts_at: string) => ({ id, starts_at, ends_at: new Date(Date.parse(starts_at) + 30 * 60_000).toISOString(), duration_minutes: 30 });
const SLOT_A = slot(11, '2026-12-01T15:00:00.000Z');
const SLOT_B = slot(12, '2026-12-02T18:00:00.000Z');
type Summary = ApiResponse<'/api/v1/coaching/'>;
const booking = (id: number, s: typeof SLOT_A, extra: Partial<Summary['bookings'][number]> = {}): Summary['bookings'][number] => ({
  id,
  starts_at: s.starts_at,
  ends_at: s.ends_at,
  duration_minutes: 30,
  kind: 'free',
  status: 'booked',
  upcoming: true,
  ...extra,
});
const summary = (extra: Partial<Summary> = {}): Summary => ({ free_call: 'available', paid_calls_available: 0, call_price: 35, bookings: [], ...extra });

const renderPage = () => renderScreen(<CoachingPage />, { path: '/account/coaching/' });

test('a care-ineligible user picks an open time for her free call and sees the confirmation', async () => {
  let booked = false;
  stub.answer({
    [SUMMARY]: () => ({ body: booked ? summary({ free_call: 'used', bookings: [booking(1, SLOT_A)] }) : summary() }),
    [SLOTS]: () => ({ body: booked ? [SLOT_B] : [SLOT_A, SLOT_B] }),
    [BOOK]: () => {
      booked = true;
      return { status: 201, body: booking(1, SLOT_A) };
    },
    'GET /api/v1/user-config/': { body: userConfigFixture({ id: 5, email: 'ineligible@flora.test', firstName: 'Ines', coaching: { num_calls_completed: 0, has_used_free_call: true } }) },
  });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Coaching calls' })).toBeInTheDocument();
  expect(await screen.findByText(/Your first coaching call is free/)).toBeInTheDocument();
  const picker = await screen.findByRole('form', { name: 'Pick a time' });

  // nothing chosen yet: said beside the choice, nothing sent
  await userEvent.click(within(picker).getByRole('button', { name: 'Book this time' }));
  expect(await within(picker).findByText('Pick a time first.')).toBeInTheDocument();
  expect(stub.requestsTo(BOOK)).toHaveLength(0);

  await userEvent.click(within(picker).getByRole('radio', { name: new RegExp(formatCallTime(SLOT_A.starts_at)) }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Book this time' }));
  expect(await screen.findByText('Your coaching call is booked')).toBeInTheDocument();
  expect(screen.getByText(`${formatCallTimeLong(SLOT_A.starts_at)} (30 minutes). We emailed you the details with an invite for your calendar.`)).toBeInTheDocument();
  expect(stub.requestsTo(BOOK)[0].body).toEqual({ slot_id: 11 });

  const booked_ = await screen.findByRole('heading', { name: 'Your booked calls' });
  expect(booked_).toBeInTheDocument();
  expect(screen.getByText('Your free call · 30 minutes')).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo('GET /api/v1/user-config/')).toHaveLength(1));
});

test('a time taken a moment earlier: says so, keeps her on the page, and reads the open times again', async () => {
  stub.answer({
    [SUMMARY]: { body: summary() },
    [SLOTS]: { body: [SLOT_A] },
    [BOOK]: { status: 409, body: { detail: 'Someone has just booked this time. Pick another one.' } },
  });
  renderPage();
  const picker = await screen.findByRole('form', { name: 'Pick a time' });
  await userEvent.click(within(picker).getByRole('radio', { name: new RegExp(formatCallTime(SLOT_A.starts_at)) }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Book this time' }));
  expect(await screen.findByText('Someone has just booked this time. Pick another one.')).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(SLOTS).length).toBeGreaterThanOrEqual(2));
});

test('her booked call can be moved to another time in one step', async () => {
  let moved = false;
  stub.answer({
    [SUMMARY]: () => ({ body: summary({ free_call: 'used', bookings: [booking(1, moved ? SLOT_B : SLOT_A)] }) }),
    [SLOTS]: { body: [SLOT_B] },
    'POST /api/v1/coaching/bookings/1/reschedule/': () => {
      moved = true;
      return { body: booking(1, SLOT_B) };
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: `Reschedule your call of ${formatCallTime(SLOT_A.starts_at)}` }));
  const picker = await screen.findByRole('form', { name: `A new time for your call of ${formatCallTime(SLOT_A.starts_at)}` });
  await userEvent.click(within(picker).getByRole('radio', { name: new RegExp(formatCallTime(SLOT_B.starts_at)) }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Move my call' }));
  expect(await screen.findByText('Your call has a new time')).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/coaching/bookings/1/reschedule/')[0].body).toEqual({ slot_id: 12 });
  expect(await screen.findByRole('button', { name: `Reschedule your call of ${formatCallTime(SLOT_B.starts_at)}` })).toBeInTheDocument();
});

test('Cancel asks first; Keep it changes nothing; Yes, cancel it cancels and says so', async () => {
  let cancelled = false;
  stub.answer({
    [SUMMARY]: () => ({ body: cancelled ? summary() : summary({ free_call: 'used', bookings: [booking(1, SLOT_A)] }) }),
    [SLOTS]: { body: [SLOT_A, SLOT_B] },
    'POST /api/v1/coaching/bookings/1/cancel/': () => {
      cancelled = true;
      return { body: booking(1, SLOT_A, { status: 'cancelled', upcoming: false }) };
    },
    'GET /api/v1/user-config/': { body: userConfigFixture({ id: 5, email: 'ineligible@flora.test', firstName: 'Ines' }) },
  });
  renderPage();
  const when = formatCallTime(SLOT_A.starts_at);
  await userEvent.click(await screen.findByRole('button', { name: `Cancel your call of ${when}` }));
  await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(stub.requestsTo('POST /api/v1/coaching/bookings/1/cancel/')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: `Cancel your call of ${when}` }));
  await userEvent.click(within(screen.getByRole('group', { name: `Cancel your call of ${when}?` })).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByText('Your call is cancelled')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your booked calls' })).not.toBeInTheDocument());
  expect(await screen.findByText(/Your first coaching call is free/)).toBeInTheDocument();
});

test('without a free call or a bought one, the call goes into the cart first', async () => {
  stub.answer({
    [SUMMARY]: { body: summary({ free_call: 'used' }) },
    'GET /api/v1/products/all-products/': { body: { data: [{ id: 21, name: 'Coaching Call', slug: 'coaching-call', price: 35, discounted_price: null, image_url: '/api/static/products/coaching-call.svg' }] } },
    'POST /api/v1/cart/': { status: 201, body: cartFixture({ id: 9 }) },
    'POST /api/v1/cart/9/items/': { body: cartFixture({ id: 9 }) },
  });
  renderPage();
  expect(await screen.findByText(/A coaching call is \$35(\.00)?\. Add it to your cart/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Pick a time' })).not.toBeInTheDocument();
  const add = screen.getByRole('button', { name: 'Add a coaching call to your cart' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  expect(await screen.findByText('The coaching call is in your cart.')).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/cart/9/items/')[0].body).toEqual({ items: [{ item_type: 'product', quantity: 1, product_id: 21, is_subscription: false }] });
});

test('no open times says so', async () => {
  stub.answer({ [SUMMARY]: { body: summary({ free_call: 'not-offered', paid_calls_available: 2 }) }, [SLOTS]: { body: [] } });
  renderPage();
  expect(await screen.findByText('You have 2 coaching calls to book.')).toBeInTheDocument();
  expect(await screen.findByText('No open times right now')).toBeInTheDocument();
});
