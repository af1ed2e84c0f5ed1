// Coaching calls (issue 26): staff publish open times; a patient books one (the free call once, for
// a care-ineligible user; then paid calls bought in the cart), reschedules and cancels her own; one
// booking holds a time, atomically; each change emails her an .ics invite.
import { bool } from '../src/db/values';
import { call as callApi, createTestApp, json, login, outboxFor, payInSandbox, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['staff', 'demo', 'new', 'ineligible']) tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
});
afterAll(() => t.close());

const STAFF = '/api/internal/coaching/slots/';
/** Who won the contested time (demo or new): her booking is 'theirs' below. */
let holder = 'new';
const call = (method: Parameters<typeof callApi>[1], url: string, who: string | null, body?: unknown) => callApi(t.app, method, url, who && tokens.get(who), body);

async function refused(method: Parameters<typeof callApi>[1], url: string, who: string | null, body?: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await call(method, url, who, body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return { status: res.statusCode, detail: json(res).detail as string };
}

const summary = async (who: string) => json(await call('GET', '/api/v1/coaching/', who));
const openTimes = async (who = 'ineligible') => json(await call('GET', '/api/v1/coaching/slots/', who)) as { id: number; starts_at: string }[];
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const freeFlag = async (email: string) => (await t.db.selectFrom('users').select('has_used_free_call').where('email', '=', email).executeTakeFirstOrThrow()).has_used_free_call;

async function addSlot(hoursAhead: number) {
  const res = await call('POST', STAFF, 'staff', { starts_at: new Date(t.clock.now().getTime() + hoursAhead * 3_600_000).toISOString() });
  expect(res.statusCode).toBe(201);
  return json(res) as { id: number; starts_at: string };
}

describe('staff publish and remove open times', () => {
  it('the seed opens two times a day for a week, one booked by returning@ (a call she bought); staff see who holds each', async () => {
    expect(await openTimes()).toHaveLength(13);
    const list = json(await call('GET', STAFF, 'staff'));
    expect(list).toHaveLength(14);
    expect(list[0]).toMatchObject({ duration_minutes: 30, booking: null });
    expect(list.filter((s: { booking: unknown }) => s.booking)).toEqual([expect.objectContaining({ booking: expect.objectContaining({ kind: 'paid', patient: expect.objectContaining({ email: 'returning@flora.test' }) }) })]);
    const returning = (await login(t.app, 'returning@flora.test')).access;
    expect(json(await callApi(t.app, 'GET', '/api/v1/coaching/', returning))).toMatchObject({ free_call: 'not-offered', paid_calls_available: 0, bookings: [{ kind: 'paid', upcoming: true }] });
  });

  it.each([
    ['GET', STAFF, undefined],
    ['POST', STAFF, { starts_at: '2026-12-24T10:00:00Z' }],
    ['DELETE', `${STAFF}1/`, undefined],
  ] as const)('%s %s: 401 signed out, 403 for a consumer, nothing written', async (method, url, body) => {
    expect((await refused(method, url, null, body)).status).toBe(401);
    expect((await refused(method, url, 'demo', body)).status).toBe(403);
  });

  it('refuses bad times with 400 and a time that already exists with 409, nothing written', async () => {
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect(await refused('POST', STAFF, 'staff', { starts_at: past })).toMatchObject({ status: 400 });
    expect((await refused('POST', STAFF, 'staff', { starts_at: 'soon' })).status).toBe(400);
    expect((await refused('POST', STAFF, 'staff', { starts_at: '2026-12-24T10:00:00Z', duration_minutes: 5 })).status).toBe(400);
    expect((await refused('POST', STAFF, 'staff', { starts_at: '2026-12-24T10:00:00Z', extra: 1 })).status).toBe(400);
    const slot = await addSlot(24 * 30);
    expect((await refused('POST', STAFF, 'staff', { starts_at: slot.starts_at })).status).toBe(409);
    // removed: it is no longer offered, and the time can be published again
    expect((await call('DELETE', `${STAFF}${slot.id}/`, 'staff')).statusCode).toBe(204);
    expect((await openTimes()).map((s) => s.id)).not.toContain(slot.id);
    expect((await refused('DELETE', `${STAFF}${slot.id}/`, 'staff')).status).toBe(404);
    expect((await call('POST', STAFF, 'staff', { starts_at: slot.starts_at })).statusCode).toBe(201);
  });
});

describe('booking', () => {
  it('a care-ineligible user books her free call once: confirmed, emailed with an .ics invite, the time no longer open', async () => {
    expect(await summary('ineligible')).toMatchObject({ free_call: 'available', paid_calls_available: 0, call_price: 35, bookings: [] });
    const [slot] = await openTimes();
    const res = await call('POST', '/api/v1/coaching/bookings/', 'ineligible', { slot_id: slot.id });
    expect(res.statusCode).toBe(201);
    const booking = json(res);
    expect(booking).toMatchObject({ kind: 'free', status: 'booked', starts_at: slot.starts_at, duration_minutes: 30, upcoming: true });
    expect(bool(await freeFlag('ineligible@flora.test'))).toBe(true);
    expect(json(await call('GET', '/api/v1/user-config/', 'ineligible')).coaching.has_used_free_call).toBe(true);
    expect(await summary('ineligible')).toMatchObject({ free_call: 'used', bookings: [{ id: booking.id }] });
    expect((await openTimes()).map((s) => s.id)).not.toContain(slot.id);
    expect(json(await call('GET', STAFF, 'staff')).find((s: { id: number }) => s.id === slot.id).booking).toMatchObject({ id: booking.id, kind: 'free', patient: { email: 'ineligible@flora.test' } });

    const [email] = (await outboxFor(t.app, 'ineligible@flora.test')) as unknown as { subject: string; body: string; attachments: { filename: string; content_type: string; content: string }[] }[];
    expect(email.subject).toBe('Your Flora coaching call is booked');
    expect(email.body).toContain('http://localhost:3000/account/coaching/');
    expect(email.attachments).toHaveLength(1);
    const ics = email.attachments[0];
    expect(ics).toMatchObject({ filename: 'flora-coaching-call.ics', content_type: expect.stringMatching(/^text\/calendar; method=PUBLISH/) });
    expect(ics.content).toContain(`UID:coaching-booking-${booking.id}@flora`);
    expect(ics.content).toContain(`DTSTART:${slot.starts_at.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics.content).toContain('SEQUENCE:0');

    // the free call is used: no second one, nothing written
    const [other] = await openTimes();
    expect(await refused('POST', '/api/v1/coaching/bookings/', 'ineligible', { slot_id: other.id })).toMatchObject({ status: 409, detail: expect.stringMatching(/free coaching call is used/) });
  });

  it('someone who is not care-ineligible has no free call: she buys one in the cart first', async () => {
    expect(await summary('demo')).toMatchObject({ free_call: 'not-offered', paid_calls_available: 0 });
    const [slot] = await openTimes();
    expect((await refused('POST', '/api/v1/coaching/bookings/', 'demo', { slot_id: slot.id })).status).toBe(409);
  });

  it('a coaching call bought in the cart becomes a paid booking; cancelling gives the call back', async () => {
    const cart = json(await call('POST', '/api/v1/cart/', 'new'));
    const product = await t.db.selectFrom('products').select('id').where('slug', '=', 'coaching-call').executeTakeFirstOrThrow();
    expect((await call('POST', `/api/v1/cart/${cart.id}/items/`, 'new', { items: [{ item_type: 'product', quantity: 1, product_id: product.id, is_subscription: false }] })).statusCode).toBe(200);
    const checkout = json(await call('POST', `/api/v1/cart/${cart.id}/checkout/`, 'new', {}));
    const { order } = await payInSandbox(t.app, new URL(checkout.checkout_url, 'http://x').pathname);
    expect((await call('POST', '/api/v1/orders/process', 'new', order)).statusCode).toBe(200);
    // processing again adds nothing
    await call('POST', '/api/v1/orders/process', 'new', order);
    expect(await summary('new')).toMatchObject({ free_call: 'not-offered', paid_calls_available: 1 });

    const [slot] = await openTimes('new');
    const booked = json(await call('POST', '/api/v1/coaching/bookings/', 'new', { slot_id: slot.id }));
    expect(booked).toMatchObject({ kind: 'paid', status: 'booked' });
    expect(await summary('new')).toMatchObject({ paid_calls_available: 0 });
    const [next] = await openTimes('new');
    expect((await refused('POST', '/api/v1/coaching/bookings/', 'new', { slot_id: next.id })).status).toBe(409);

    const cancelled = await call('POST', `/api/v1/coaching/bookings/${booked.id}/cancel/`, 'new', {});
    expect(json(cancelled)).toMatchObject({ status: 'cancelled', upcoming: false });
    expect(await summary('new')).toMatchObject({ paid_calls_available: 1, bookings: [] });
    expect((await openTimes('new')).map((s) => s.id)).toContain(slot.id);
    const [email] = (await outboxFor(t.app, 'new@flora.test')) as unknown as { subject: string; attachments: { content: string }[] }[];
    expect(email.subject).toBe('Your Flora coaching call is cancelled');
    expect(email.attachments[0].content).toContain('METHOD:CANCEL');
    // a repeat changes nothing
    const before = await snapshotCounts(t.db);
    expect((await call('POST', `/api/v1/coaching/bookings/${booked.id}/cancel/`, 'new', {})).statusCode).toBe(200);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('one time is held by one booking: two concurrent bookings of it, one wins, the other 409 with nothing written', async () => {
    const slot = await addSlot(24 * 20);
    // both can book a call (each bought one), so only the time is contested
    const demoOrder = (await t.db.selectFrom('orders').select('id').where('order_number', '=', 'FL-10000001').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('coaching_credits').values({ user_id: await userId('demo@flora.test'), order_id: demoOrder, calls: 1, created_at: t.clock.now().toISOString() }).execute();
    const attempts = await Promise.all(['demo', 'new'].map((who) => call('POST', '/api/v1/coaching/bookings/', who, { slot_id: slot.id })));
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(json(attempts.find((r) => r.statusCode === 409)!).detail).toMatch(/just booked this time/);
    const holders = await t.db.selectFrom('coaching_bookings').select('user_id').where('slot_id', '=', slot.id).where('status', '=', 'booked').execute();
    expect(holders).toHaveLength(1);
    // the loser kept the call she bought; the database itself refuses a second live booking of the time
    const loser = attempts[0].statusCode === 409 ? 'demo' : 'new';
    expect(await summary(loser)).toMatchObject({ paid_calls_available: 1, bookings: [] });
    const second = t.db
      .insertInto('coaching_bookings')
      .values({ user_id: await userId(`${loser}@flora.test`), slot_id: slot.id, kind: 'paid', status: 'booked', created_at: 'x', updated_at: 'x', cancelled_at: null })
      .execute();
    const outcome = await second.then(() => 'written', (e: Error) => e.message);
    expect(outcome).toMatch(/unique|duplicate/i);
    expect(await t.db.selectFrom('coaching_bookings').select('id').where('slot_id', '=', slot.id).where('status', '=', 'booked').execute()).toHaveLength(1);
    holder = attempts[0].statusCode === 201 ? 'demo' : 'new';
  });

  it('a booked time cannot be removed by staff (409); a past or unknown time cannot be booked', async () => {
    const held = (await t.db.selectFrom('coaching_bookings').select('slot_id').where('status', '=', 'booked').executeTakeFirstOrThrow()).slot_id;
    expect((await refused('DELETE', `${STAFF}${held}/`, 'staff')).status).toBe(409);
    expect((await refused('POST', '/api/v1/coaching/bookings/', 'new', { slot_id: 999_999 })).status).toBe(404);
    expect((await refused('POST', '/api/v1/coaching/bookings/', 'new', { slot_id: 'x' })).status).toBe(400);
    expect((await refused('POST', '/api/v1/coaching/bookings/', null, { slot_id: held })).status).toBe(401);
  });
});

describe('reschedule and cancel', () => {
  it("rescheduling moves her booking and frees the old time at once; the invite's SEQUENCE goes up", async () => {
    const [mine] = (await summary('ineligible')).bookings as { id: number; starts_at: string }[];
    const oldSlot = (await t.db.selectFrom('coaching_bookings').select('slot_id').where('id', '=', mine.id).executeTakeFirstOrThrow()).slot_id;
    const [target] = await openTimes();
    const res = await call('POST', `/api/v1/coaching/bookings/${mine.id}/reschedule/`, 'ineligible', { slot_id: target.id });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: mine.id, starts_at: target.starts_at, status: 'booked', kind: 'free' });
    const open = (await openTimes()).map((s) => s.id);
    expect(open).toContain(oldSlot);
    expect(open).not.toContain(target.id);
    const [email] = (await outboxFor(t.app, 'ineligible@flora.test')) as unknown as { subject: string; attachments: { content: string }[] }[];
    expect(email.subject).toBe('Your Flora coaching call has a new time');
    expect(email.attachments[0].content).toContain('SEQUENCE:1');
  });

  it('rescheduling onto a time someone holds is 409 and leaves her booking where it was', async () => {
    const [mine] = (await summary('ineligible')).bookings as { id: number; starts_at: string }[];
    const [theirs] = (await summary(holder)).bookings as { id: number }[];
    const theirSlot = (await t.db.selectFrom('coaching_bookings').select('slot_id').where('id', '=', theirs.id).executeTakeFirstOrThrow()).slot_id;
    expect((await refused('POST', `/api/v1/coaching/bookings/${mine.id}/reschedule/`, 'ineligible', { slot_id: theirSlot })).status).toBe(409);
    expect(((await summary('ineligible')).bookings as { id: number; starts_at: string }[]).find((b) => b.id === mine.id)!.starts_at).toBe(mine.starts_at);
  });

  it("another user's booking is 404 for reschedule and cancel; nothing written", async () => {
    const [theirs] = (await summary(holder)).bookings as { id: number }[];
    const [open] = await openTimes();
    expect((await refused('POST', `/api/v1/coaching/bookings/${theirs.id}/cancel/`, 'ineligible', {})).status).toBe(404);
    expect((await refused('POST', `/api/v1/coaching/bookings/${theirs.id}/reschedule/`, 'ineligible', { slot_id: open.id })).status).toBe(404);
    expect((await refused('POST', `/api/v1/coaching/bookings/${theirs.id}/cancel/`, null, {})).status).toBe(401);
    expect((await refused('POST', '/api/v1/coaching/bookings/999999/cancel/', 'new', {})).status).toBe(404);
  });

  it('cancelling the free call frees the time and gives the free call back; a past call cannot be changed and counts as completed', async () => {
    const [mine] = (await summary('ineligible')).bookings as { id: number; starts_at: string }[];
    const res = await call('POST', `/api/v1/coaching/bookings/${mine.id}/cancel/`, 'ineligible', {});
    expect(json(res)).toMatchObject({ status: 'cancelled' });
    expect(await summary('ineligible')).toMatchObject({ free_call: 'available', bookings: [] });

    const [theirs] = (await summary(holder)).bookings as { id: number; starts_at: string }[];
    const completed = async () => json(await call('GET', '/api/v1/user-config/', holder)).coaching.num_calls_completed as number;
    const before = await completed();
    t.clock.set(new Date(new Date(theirs.starts_at).getTime() + 60_000));
    tokens.set(holder, (await login(t.app, `${holder}@flora.test`)).access); // the old token has expired
    expect(await refused('POST', `/api/v1/coaching/bookings/${theirs.id}/cancel/`, holder, {})).toMatchObject({ status: 409, detail: expect.stringMatching(/already taken place/) });
    expect((await summary(holder)).bookings).toEqual([expect.objectContaining({ id: theirs.id, upcoming: false })]);
    // its time is over (30 minutes): user-config counts it as completed
    t.clock.advance(30 * 60_000);
    tokens.set(holder, (await login(t.app, `${holder}@flora.test`)).access);
    expect(await completed()).toBe(before + 1);
  });
});
