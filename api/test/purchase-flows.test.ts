// Whole purchases across the areas, as a browser and the front end make them: a cart, its sandbox
// checkout page, paying, processing the order (each line fulfilled once), then a partner redeeming
// the voucher bought in it.
import { call, countRows, createTestApp, json, login, outboxFor, type PaidOrder, payInSandbox, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Opens the checkout page, pays with standard delivery and answers the return URL's path and query. */
async function payInSandboxPage(checkoutUrl: string) {
  const { path, order } = await payInSandbox(t.app, checkoutUrl);
  return { path, body: order };
}

async function productId(slug: string): Promise<number> {
  const { data } = json(await call(t.app, 'GET', '/api/v1/products/all-products/'));
  return data.find((p: { slug: string }) => p.slug === slug).id;
}

describe('a shop cart: checkout, pay, process', () => {
  let buyer: string;
  let cartId: number;
  let processBody: PaidOrder;
  let voucherCode: string;

  it('pays a cart of a test kit, the partner voucher and Subscribe & Save op-4, and processes the order: a kit to activate, a voucher emailed, a subscription, the cart ordered', async () => {
    ({ access: buyer } = await login(t.app, 'new@flora.test'));
    cartId = json(await call(t.app, 'POST', '/api/v1/cart/', buyer)).id;
    const items = [
      { item_type: 'product', quantity: 1, product_id: await productId('vaginal-microbiome-test') },
      { item_type: 'product', quantity: 1, product_id: await productId('male-partner-treatment-voucher') },
      { item_type: 'product', quantity: 1, product_id: await productId('op-4'), is_subscription: true },
    ];
    expect((await call(t.app, 'GET', '/api/v1/subscription/', buyer)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/v1/cart/${cartId}/items/`, buyer, { items })).statusCode).toBe(200);
    const started = await call(t.app, 'POST', `/api/v1/cart/${cartId}/checkout/`, buyer, {});
    expect(started.statusCode).toBe(200);

    const kitsBefore = await countRows(t.db, 'test_kits');
    const { path, body } = await payInSandboxPage(json(started).checkout_url);
    expect(path).toBe('/tests/order-complete/');
    processBody = body;
    const processed = await call(t.app, 'POST', '/api/v1/orders/process', buyer, processBody);
    expect(processed.statusCode).toBe(200);
    const order = json(processed);
    expect(order.test_kits).toHaveLength(1);
    expect(order.business_verticals).toEqual(expect.arrayContaining(['test', 'care']));
    expect(await countRows(t.db, 'test_kits')).toBe(kitsBefore + 1);

    expect(json(await call(t.app, 'GET', `/api/v1/cart/${cartId}/`, buyer)).status).toBe('ordered');
    expect(json(await call(t.app, 'GET', '/api/v1/subscription/', buyer)).data).toMatchObject({ slug: 'op-4', status: 'active' });
    const [email] = await outboxFor(t.app, 'new@flora.test');
    voucherCode = /MP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(email.body)![0];
    // The link in the email is absolute, on the platform's configured address.
    expect(email.body).toMatch(/He starts here: https?:\/\/[^/\s]+\/register\/male-partner\/eligibility\/$/m);

    // The kit of the order is the buyer's to activate; the order then shows it activated.
    expect(order.test_kits).toEqual([{ hash: expect.any(String), activated: false }]);
    expect((await call(t.app, 'POST', '/api/v1/user-tests/', buyer, { hash: order.test_kits[0].hash })).statusCode).toBe(201);
    const [latest] = json(await call(t.app, 'GET', '/api/v1/orders/?limit=1', buyer));
    expect(latest.test_kits).toEqual([{ hash: order.test_kits[0].hash, activated: true }]);
  });

  it('processing the same order again changes nothing', async () => {
    const tables = ['test_kits', 'vouchers', 'subscriptions', 'email_outbox', 'orders'] as const;
    const counts = async () => Promise.all(tables.map((table) => countRows(t.db, table)));
    const before = await counts();
    const again = await call(t.app, 'POST', '/api/v1/orders/process', buyer, processBody);
    expect(again.statusCode).toBe(200);
    expect(json(again).order_number).toBeDefined();
    expect(await counts()).toEqual(before);
  });

  it('the partner redeems the voucher: a free checkout, and once processed his consult is ORDERED; the code is then used', async () => {
    const { access: partner } = await login(t.app, 'newpartner@flora.test');
    const started = await call(t.app, 'POST', '/api/v1/male-partner-checkout/', partner, { voucher_code: voucherCode });
    expect(started.statusCode).toBe(201);
    expect(json(started).total).toBe(0);
    const { path, body } = await payInSandboxPage(json(started).checkout_url);
    expect(path).toBe('/treatments/male-partner/order-complete/');
    expect((await call(t.app, 'POST', '/api/v1/orders/process', partner, body)).statusCode).toBe(200);
    const consult = json(await call(t.app, 'GET', `/api/v1/consults/${json(started).consult_uid}/`, partner));
    expect(consult).toMatchObject({ type: 'male-partner', status: 'OR' });

    const voucher = await t.db.selectFrom('vouchers').selectAll().where('code', '=', voucherCode).executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ redemption_checkout_id: body.checkout_id, redeemed_at: expect.any(String) });
  });
});
