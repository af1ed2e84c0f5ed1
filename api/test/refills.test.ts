// Refilling the prescriptions of a completed consult: which prescriptions may be bought again, the
// refill checkout, and the paid order using up a refill (demo@flora.test's completed consult has ba-14
// with one refill left, af-1 not refillable and soo-3 over the counter).
import { call as callApi, createTestApp, json, login, payInSandbox, snapshotCounts, type TestApp } from './helpers/test-app';
import { addConsult } from './helpers/intake-fixtures';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['demo', 'new']) tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
});
afterAll(() => t.close());

const DEMO_UID = 'c0a80001-demo-4000-8000-000000000001';
const refill = (uid: string, who: string, body: unknown) => callApi(t.app, 'POST', `/api/v1/consults/${uid}/refill-checkout/`, tokens.get(who), body);
const consult = async (uid: string) => json(await callApi(t.app, 'GET', `/api/v1/consults/${uid}/`, tokens.get('demo')));
const prescription = async (slug: string) =>
  (await consult(DEMO_UID)).prescriptions.find((p: { product: { slug: string } }) => p.product.slug === slug);

/** Answers the status and asserts that nothing was written. */
async function refused(uid: string, who: string, body: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await refill(uid, who, body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return { status: res.statusCode, ...json(res) };
}

it.each([
  ['a prescription that is not refillable', { product_slugs: ['af-1'] }, 400, 'af-1 cannot be refilled'],
  ['a product not prescribed on the consult', { product_slugs: ['op-4'] }, 400, 'op-4 is not prescribed'],
  ['no products', { product_slugs: [] }, 400, ''],
  ['duplicates', { product_slugs: ['ba-14', 'ba-14'] }, 400, ''],
])('refuses %s, writing nothing', async (_what, body, status, detail) => {
  const answer = await refused(DEMO_UID, 'demo', body);
  expect(answer.status).toBe(status);
  expect(answer.detail).toContain(detail);
});

it("answers 404 for another user's consult", async () => {
  expect((await refused(DEMO_UID, 'new', { product_slugs: ['ba-14'] })).status).toBe(404);
});

it('refuses a consult that is not complete (409)', async () => {
  const uid = await addConsult(t, 'demo@flora.test', 'vaginitis', 'SU');
  expect((await refused(uid, 'demo', { product_slugs: ['ba-14'] })).status).toBe(409);
});

it('a paid refill order uses up the refill; the prescription then has none left, the over-the-counter one stays refillable', async () => {
  expect(await consult(DEMO_UID)).toMatchObject({ ready_for_refills: true });
  const started = await refill(DEMO_UID, 'demo', { product_slugs: ['ba-14', 'soo-3'] });
  expect(started.statusCode).toBe(200);
  const id = json(started).checkout_url.split('/').at(-2);
  expect(await t.db.selectFrom('checkout_sessions').select('kind').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ kind: 'refill' });

  const { order } = await payInSandbox(t.app, json(started).checkout_url);
  expect((await callApi(t.app, 'POST', '/api/v1/orders/process', tokens.get('demo'), order)).statusCode).toBe(200);

  expect(await prescription('ba-14')).toMatchObject({ refills_remaining: 0 });
  expect(await consult(DEMO_UID)).toMatchObject({ ready_for_refills: false });
  expect((await refused(DEMO_UID, 'demo', { product_slugs: ['ba-14'] })).detail).toBe('ba-14 cannot be refilled: no refills are left on this prescription.');
  expect((await refill(DEMO_UID, 'demo', { product_slugs: ['soo-3'] })).statusCode).toBe(200);
});
