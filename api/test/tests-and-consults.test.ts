import { createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEST_FIELDS = [
  'activated_at',
  'care_purchased',
  'created_at',
  'eligible_for_a_la_care',
  'eligible_for_any_care',
  'eligible_for_care',
  'eligible_for_care_reason',
  'eligible_for_ungated_rx',
  'hash',
  'healthcontext',
  'lab',
  'latest_vaginitis_consult',
  'ordered_at',
  'recommended_program_bundle_price',
  'recommended_program_slug',
  'results_ready_at',
  'status',
  'test_order',
  'test_type',
  'valencia_type',
];

const CONSULT_FIELDS = [
  'consult_paid',
  'consult_pending',
  'consultmessagethread',
  'created_at',
  'is_closed',
  'is_pre_submit',
  'pharmacy_type',
  'prescriptions',
  'purchase_type',
  'ready_for_refills',
  'selected_treatments',
  'show_consult_in_progress',
  'status',
  'type',
  'uid',
  'updated_at',
];

async function addTest(email: string, hash: string, status: string, daysAgo: number) {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const at = new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString();
  await t.db
    .insertInto('user_tests')
    .values({ hash, user_id: user.id, status, test_type: 'VM', lab: 'microgen', valencia_type: 'CST I', activated_at: at, created_at: at, updated_at: at })
    .execute();
}

describe('GET /api/v1/user-tests/', () => {
  it("lists the demo user's ready test with every field of SPEC §3", async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const res = await get(t.app, '/api/v1/user-tests/', access);
    expect(res.statusCode).toBe(200);
    const [test] = json(res);
    expect(Object.keys(test).sort()).toEqual(TEST_FIELDS);
    expect(test).toMatchObject({
      hash: 'FLDEMO0001',
      test_order: 'FL-10000001',
      test_type: 'VM',
      status: 'ready',
      valencia_type: 'CST IV-B',
      eligible_for_care: true,
      eligible_for_care_reason: '',
      eligible_for_ungated_rx: false,
      recommended_program_bundle_price: 159,
      care_purchased: true,
      healthcontext: { health_history_submitted_at: expect.any(String) },
      latest_vaginitis_consult: { uid: expect.any(String), consult_completed: true },
    });
    // Order Date: when the order that bought the kit was placed (the seed's kit order, 35 days ago).
    const kitOrder = await t.db.selectFrom('orders').select('created_at').where('order_number', '=', 'FL-10000001').executeTakeFirstOrThrow();
    expect(test.ordered_at).toBe(kitOrder.created_at);
  });

  it('answers current and latest_ready, and 404 for a user without tests', async () => {
    const demo = await login(t.app, 'demo@flora.test');
    expect(json(await get(t.app, '/api/v1/user-tests/current/', demo.access)).hash).toBe('FLDEMO0001');
    expect(json(await get(t.app, '/api/v1/user-tests/latest_ready/', demo.access)).hash).toBe('FLDEMO0001');

    const fresh = await login(t.app, 'new@flora.test');
    expect(json(await get(t.app, '/api/v1/user-tests/', fresh.access))).toEqual([]);
    const current = await get(t.app, '/api/v1/user-tests/current/', fresh.access);
    expect(current.statusCode).toBe(404);
    expect(json(current)).toEqual({ detail: 'No current test.' });
    const ready = await get(t.app, '/api/v1/user-tests/latest_ready/', fresh.access);
    expect(ready.statusCode).toBe(404);
    expect(json(ready)).toEqual({ detail: 'No ready test.' });
  });

  it('orders latest first; current is the newest test, latest_ready the newest ready one; results hidden until ready', async () => {
    await addTest('noconsent@flora.test', 'NC-OLD-READY', 'ready', 40);
    await addTest('noconsent@flora.test', 'NC-NEW-ACTIVATED', 'activated', 2);
    const { access } = await login(t.app, 'noconsent@flora.test');
    const list = json(await get(t.app, '/api/v1/user-tests/', access));
    expect(list.map((x: { hash: string }) => x.hash)).toEqual(['NC-NEW-ACTIVATED', 'NC-OLD-READY']);
    expect(list[0].valencia_type).toBeNull();
    expect(list[0].latest_vaginitis_consult).toBeNull();
    expect(json(await get(t.app, '/api/v1/user-tests/current/', access)).hash).toBe('NC-NEW-ACTIVATED');
    expect(json(await get(t.app, '/api/v1/user-tests/latest_ready/', access)).hash).toBe('NC-OLD-READY');
  });

  it("never shows another user's tests", async () => {
    await addTest('unverified@flora.test', 'UNV-1', 'received', 1);
    const demo = await login(t.app, 'demo@flora.test');
    const hashes = json(await get(t.app, '/api/v1/user-tests/', demo.access)).map((x: { hash: string }) => x.hash);
    expect(hashes).toEqual(['FLDEMO0001', 'FLDEMO0002']);
    const other = await login(t.app, 'unverified@flora.test');
    expect(json(await get(t.app, '/api/v1/user-tests/', other.access)).map((x: { hash: string }) => x.hash)).toEqual(['UNV-1']);
  });

  it("gives each listed test its own latest vaginitis consult (newest, then highest id; never an sti consult) and its kit's order date", async () => {
    await addTest('newpartner@flora.test', 'LV-A', 'ready', 30);
    await addTest('newpartner@flora.test', 'LV-B', 'ready', 20);
    await addTest('newpartner@flora.test', 'LV-C', 'activated', 10);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'newpartner@flora.test').executeTakeFirstOrThrow();
    const testId = async (hash: string) => (await t.db.selectFrom('user_tests').select('id').where('hash', '=', hash).executeTakeFirstOrThrow()).id;
    const addConsult = async (hash: string, uid: string, type: string, status: string, daysAgo: number) => {
      const at = new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString();
      await t.db
        .insertInto('consults')
        .values({ uid, user_id: user.id, test_id: await testId(hash), type, status, purchase_type: type, created_at: at, updated_at: at })
        .execute();
    };
    // LV-A: a completed consult, then a newer one in progress, then an sti consult (not a vaginitis one).
    await addConsult('LV-A', 'lv-a-old', 'vaginitis', 'CP', 25);
    await addConsult('LV-A', 'lv-a-new', 'vaginitis', 'ST', 5);
    await addConsult('LV-A', 'lv-a-sti', 'sti', 'IN', 1);
    // LV-B: two consults created at the same time: the later row wins.
    await addConsult('LV-B', 'lv-b-first', 'vaginitis', 'ST', 15);
    await addConsult('LV-B', 'lv-b-second', 'vaginitis', 'CP', 15);
    // LV-C: only an sti consult.
    await addConsult('LV-C', 'lv-c-sti', 'sti', 'IN', 2);

    const { access } = await login(t.app, 'newpartner@flora.test');
    const list = json(await get(t.app, '/api/v1/user-tests/', access));
    expect(list.map((x: { hash: string; latest_vaginitis_consult: unknown; ordered_at: unknown }) => [x.hash, x.latest_vaginitis_consult, x.ordered_at])).toEqual([
      ['LV-C', null, null],
      ['LV-B', { uid: 'lv-b-second', consult_completed: true }, null],
      ['LV-A', { uid: 'lv-a-new', consult_completed: false }, null],
    ]);
    expect(json(await get(t.app, '/api/v1/user-tests/current/', access))).toEqual(list[0]);
    expect(json(await get(t.app, '/api/v1/user-tests/latest_ready/', access))).toEqual(list[1]);

    // The demo user's two tests: only the first came from an order.
    const demo = await login(t.app, 'demo@flora.test');
    const demoList = json(await get(t.app, '/api/v1/user-tests/', demo.access));
    expect(demoList.map((x: { hash: string; ordered_at: unknown }) => [x.hash, x.ordered_at])).toEqual([
      ['FLDEMO0001', expect.any(String)],
      ['FLDEMO0002', null],
    ]);
  });

  it('needs a sign-in and rejects unknown query parameters', async () => {
    expect((await get(t.app, '/api/v1/user-tests/')).statusCode).toBe(401);
    const { access } = await login(t.app, 'demo@flora.test');
    expect((await get(t.app, '/api/v1/user-tests/current/?x=1', access)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/consults/', () => {
  it("lists the demo user's completed vaginitis consult with every field of SPEC §3", async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const res = await get(t.app, '/api/v1/consults/', access);
    expect(res.statusCode).toBe(200);
    const [consult] = json(res);
    expect(Object.keys(consult).sort()).toEqual(CONSULT_FIELDS);
    expect(consult).toMatchObject({
      type: 'vaginitis',
      status: 'CP',
      purchase_type: 'a-la-care',
      consult_paid: true,
      consult_pending: false,
      is_closed: true,
      is_pre_submit: false,
      show_consult_in_progress: false,
      ready_for_refills: true,
      consultmessagethread: expect.any(Number),
    });
    expect(consult.selected_treatments).toEqual(expect.arrayContaining([{ slug: 'ba-14' }]));
    expect(consult.prescriptions[0]).toEqual({
      product: { slug: 'ba-14' },
      is_refillable_product: true,
      refills_remaining: 1,
      is_otc_product: false,
      is_disabled_for_refill: false,
    });
  });

  it("lists the partner's male-partner consult in status OR", async () => {
    const { access } = await login(t.app, 'partner@flora.test');
    const [consult] = json(await get(t.app, '/api/v1/consults/', access));
    expect(consult).toMatchObject({
      type: 'male-partner',
      status: 'OR',
      consult_paid: true,
      is_pre_submit: true,
      is_closed: false,
      consult_pending: false,
      prescriptions: [],
      selected_treatments: [],
      consultmessagethread: null,
    });
  });

  it("never shows another user's consults", async () => {
    const fresh = await login(t.app, 'new@flora.test');
    expect(json(await get(t.app, '/api/v1/consults/', fresh.access))).toEqual([]);
    const demo = await login(t.app, 'demo@flora.test');
    const types = json(await get(t.app, '/api/v1/consults/', demo.access)).map((c: { type: string }) => c.type);
    expect(types).toEqual(['vaginitis']);
  });

  it('needs a sign-in', async () => {
    const res = await get(t.app, '/api/v1/consults/');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
