// Buying care from a cart (issue 26): the browser names no consult; the server decides which one the
// treatments are bought with, and the consult exists only once the paid order is processed — never
// for a declined or abandoned payment, once for a retried one.
import { call, countRows, createTestApp, json, login, payInSandbox, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { item_type: string; quantity: number; treatment_product?: string; product_id?: number };
const PROGRAM: Item = { item_type: 'bundle-treatment', quantity: 1, treatment_product: 'bv-treatment-program' };
const single = (slug: string): Item => ({ item_type: 'individual-treatment', quantity: 1, treatment_product: slug });

/** Signs in, fills a fresh active cart with the items: the token and the cart id. */
async function cartOf(email: string, items: Item[]) {
  const { access } = await login(t.app, email);
  const cart = json(await call(t.app, 'POST', '/api/v1/cart/', access));
  const added = await call(t.app, 'POST', `/api/v1/cart/${cart.id}/items/`, access, { items });
  expect(added.statusCode).toBe(200);
  return { access, cartId: cart.id as number };
}

const checkout = (access: string, cartId: number, body: unknown = {}) => call(t.app, 'POST', `/api/v1/cart/${cartId}/checkout/`, access, body);
const sessionOf = (url: string) =>
  t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', url.split('/').at(-2)!).executeTakeFirstOrThrow();
const testId = async (hash: string) => (await t.db.selectFrom('user_tests').select('id').where('hash', '=', hash).executeTakeFirstOrThrow()).id;
const consultsOf = async (email: string) => {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return t.db.selectFrom('consults').selectAll().where('user_id', '=', user.id).execute();
};

describe('a cart of treatments checked out without a consult', () => {
  it.each([
    ['pre-purchase: a vaginitis consult on her ready test, for the program', 'prepurchase@flora.test', [PROGRAM], 'vaginitis', 'FLPREP0001'],
    ['lapsed: an ungated-rx consult from her reported symptoms', 'lapsed@flora.test', [single('af-1')], 'ungated-rx', 'FLLAPSE001'],
  ])('%s', async (_what, email, items, type, hash) => {
    const { access, cartId } = await cartOf(email, items);
    const consults = await countRows(t.db, 'consults');
    const res = await checkout(access, cartId);
    expect(res.statusCode).toBe(200);
    expect(await sessionOf(json(res).checkout_url)).toMatchObject({ kind: 'cart', consult_id: null, consult_type: type, test_id: await testId(hash) });
    expect(await countRows(t.db, 'consults')).toBe(consults);
  });

  it.each([
    ['results that call for no treatment and no symptoms reported', 'ineligible@flora.test', [single('af-1')],
      'Prescription treatments need a clinician: either results from a Flora test taken in the last 21 days that call for treatment, or symptoms reported in a health history. Take a new test or shop non-prescription care.',
    ],
    ['a clinician already reviewing her consult for these results', 'inprogress@flora.test', [single('af-1')],
      'Your consultation for these results is under way, so its treatments cannot change here: message your provider instead.',
    ],
    ['a treatment no symptom answers, without recent results', 'lapsed@flora.test', [single('af-3')],
      'af-3 needs a consultation on recent test results; without them only ba-14, af-1, soo-3, est-1 can be prescribed from your symptoms.',
    ],
  ])('is refused (409) with %s, and writes nothing', async (_what, email, items, detail) => {
    const { access, cartId } = await cartOf(email, items);
    const before = await snapshotCounts(t.db);
    const res = await checkout(access, cartId);
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toBe(detail);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('paying for care bought from a cart', () => {
  it('a declined payment leaves no consult; the paid one creates one consult, once, in status OR, with the program treatments', async () => {
    const email = 'prepurchase@flora.test';
    const { access, cartId } = await cartOf(email, [PROGRAM]);
    const declined = json(await checkout(access, cartId)).checkout_url as string;
    expect((await t.app.inject({ method: 'POST', url: `${declined}decline/`, headers: { accept: 'text/html' } })).statusCode).toBe(303);
    expect(await consultsOf(email)).toEqual([]);

    // A new checkout after the declined one (the same cart), paid this time.
    const url = json(await checkout(access, cartId)).checkout_url as string;
    expect(url).not.toBe(declined);
    const { path, order } = await payInSandbox(t.app, url, 'express');
    expect(path).toBe('/treatments/order-complete/');
    // Paying processed the order (the payment's notification): her consult exists before she comes back.
    expect(await consultsOf(email)).toHaveLength(1);

    const processed = await Promise.all([1, 2].map(() => call(t.app, 'POST', '/api/v1/orders/process', access, order)));
    expect(processed.map((r) => r.statusCode)).toEqual([200, 200]);
    const [consult, ...others] = await consultsOf(email);
    expect(others).toEqual([]);
    expect(consult).toMatchObject({ type: 'vaginitis', status: 'OR', test_id: await testId('FLPREP0001') });
    expect(consult.paid_at).not.toBeNull();
    expect(json(processed[0])).toMatchObject({ consult_uid: consult.uid, status: 'processed' });
    const view = json(await call(t.app, 'GET', `/api/v1/consults/${consult.uid}/`, access));
    expect(view).toMatchObject({ consult_paid: true, is_pre_submit: true });
    expect(view.selected_treatments.map((s: { slug: string }) => s.slug).sort()).toEqual(['ba-14', 'soo-3']);
    const test = json(await call(t.app, 'GET', '/api/v1/user-tests/FLPREP0001/', access));
    expect(test).toMatchObject({ care_purchased: true, latest_vaginitis_consult: { uid: consult.uid } });

    // Buying more treatments for the same results is refused while that consult is open.
    const again = await cartOf(email, [single('af-1')]);
    expect((await checkout(again.access, again.cartId)).statusCode).toBe(409);
  });

  it("an unpaid (IN) consult she opened is the one paid, not a second", async () => {
    const email = 'upsell@flora.test';
    const { access } = await login(t.app, email);
    const opened = await call(t.app, 'POST', '/api/v1/consults/', access, { type: 'ungated-rx', selected_treatments: ['ba-14'] });
    expect(opened.statusCode).toBe(201);
    const { cartId } = await cartOf(email, [single('ba-14')]);
    const res = await checkout(access, cartId);
    expect(res.statusCode).toBe(200);
    expect(await sessionOf(json(res).checkout_url)).toMatchObject({ consult_type: null, consult_id: (await consultsOf(email))[0].id });
    const { order } = await payInSandbox(t.app, json(res).checkout_url);
    expect(json(await call(t.app, 'POST', '/api/v1/orders/process', access, order))).toMatchObject({ consult_uid: json(opened).uid });
    expect((await consultsOf(email)).map((c) => c.status)).toEqual(['OR']);
  });
});
