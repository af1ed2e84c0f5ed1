// The lab-order intake: the address a test's lab order needs (GET .../address/, PUT, PATCH).
import { auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let fresh: string;
let demo: string;
let intakeId: number;
let demoIntakeId: number;
beforeAll(async () => {
  t = await createTestApp();
  fresh = (await login(t.app, 'new@flora.test')).access;
  demo = (await login(t.app, 'demo@flora.test')).access;
  intakeId = json(await call(t.app, 'POST', '/api/v1/user-tests/', fresh, { hash: 'FLKIT00001' })).lab_order_intake_id;
  demoIntakeId = json(await get(t.app, '/api/v1/user-tests/FLDEMO0001/', demo)).lab_order_intake_id;
});
afterAll(() => t.close());

const address = async (id = intakeId, access = fresh) => json(await get(t.app, `/api/v1/lab-order-intake/${id}/address/`, access));
const save = (method: 'PUT' | 'PATCH', body: unknown, id: number | string = intakeId, access = fresh) =>
  call(t.app, method, `/api/v1/lab-order-intake/${id}/`, access, JSON.stringify(body));

const FULL = {
  first_name: ' Nora ',
  last_name: 'New',
  address_line_1: '1 Market St',
  address_line_2: 'Suite 2',
  city: 'San Francisco',
  state: 'ca',
  zip_code: '941051234',
  phone_number: '+1 (415) 555-0100',
};

describe('GET /api/v1/lab-order-intake/{id}/address/', () => {
  it('answers the empty intake created when the kit was attached; audited', async () => {
    const since = await lastAuditId(t.app);
    expect(await address()).toEqual({
      id: intakeId,
      test_hash: 'FLKIT00001',
      first_name: null,
      last_name: null,
      address_line_1: null,
      address_line_2: null,
      city: null,
      state: null,
      zip_code: null,
      phone_number: null,
      is_complete: false,
      updated_at: expect.any(String),
    });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'lab_order_intake', object_id: String(intakeId), route: 'GET /api/v1/lab-order-intake/:id/address/' }),
    ]);
  });

  it("answers 404 for another user's or an unknown intake, 400 for a malformed id", async () => {
    for (const id of [demoIntakeId, 999999]) {
      const res = await get(t.app, `/api/v1/lab-order-intake/${id}/address/`, fresh);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No lab-order intake with this id.' });
    }
    for (const id of ['abc', '0', '-1', '1.5']) expect((await get(t.app, `/api/v1/lab-order-intake/${id}/address/`, fresh)).statusCode).toBe(400);
    expect((await get(t.app, `/api/v1/lab-order-intake/${intakeId}/address/`)).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/lab-order-intake/{id}/', () => {
  it('replaces the address, normalized (trimmed, state upper-case, ZIP+4, phone digits); audited', async () => {
    const since = await lastAuditId(t.app);
    const res = await save('PUT', FULL);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      first_name: 'Nora',
      state: 'CA',
      zip_code: '94105-1234',
      phone_number: '4155550100',
      address_line_2: 'Suite 2',
      is_complete: true,
    });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'lab_order_intake', object_id: String(intakeId), route: 'PUT /api/v1/lab-order-intake/:id/' }),
    ]);
    expect(await address()).toEqual(json(res));
  });

  it('clears the optional fields it is not given', async () => {
    const { address_line_2: _a, phone_number: _p, ...rest } = FULL;
    const res = await save('PUT', rest);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ address_line_2: null, phone_number: null, is_complete: true });
    expect((await save('PUT', FULL)).statusCode).toBe(200);
  });

  it.each([
    ['no last name', { ...FULL, last_name: undefined }, 'last_name'],
    ['a blank first name', { ...FULL, first_name: '   ' }, 'first_name'],
    ['a null city', { ...FULL, city: null }, 'city'],
    ['an unknown state', { ...FULL, state: 'ZZ' }, 'state'],
    ['a 3-letter state', { ...FULL, state: 'CAL' }, 'state'],
    ['a 4-digit ZIP', { ...FULL, zip_code: '9410' }, 'zip_code'],
    ['a 7-digit ZIP', { ...FULL, zip_code: '9410512' }, 'zip_code'],
    ['a ZIP with letters', { ...FULL, zip_code: '94I05' }, 'zip_code'],
    ['a short phone number', { ...FULL, phone_number: '555-0100' }, 'phone_number'],
    ['a phone number with letters', { ...FULL, phone_number: '415-555-CALL' }, 'phone_number'],
    ['a numeric ZIP', { ...FULL, zip_code: 94105 }, 'zip_code'],
    ['an unknown field', { ...FULL, country: 'US' }, 'country'],
  ])('refuses %s with 400 {detail, field} and changes nothing', async (_what, body, field) => {
    const before = await address();
    const counts = await snapshotCounts(t.db);
    const res = await save('PUT', body);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: expect.any(String), field });
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await address()).toEqual(before);
  });

  it('refuses a body that is not an object (400)', async () => {
    for (const body of [null, [], 'x']) expect((await save('PUT', body)).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/lab-order-intake/{id}/', () => {
  it('changes only the given fields (null clears an optional one); audited', async () => {
    const before = await address();
    const since = await lastAuditId(t.app);
    const res = await save('PATCH', { city: 'Oakland', zip_code: '94607', address_line_2: null });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ...before, city: 'Oakland', zip_code: '94607', address_line_2: null, updated_at: expect.any(String) });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'lab_order_intake', route: 'PATCH /api/v1/lab-order-intake/:id/' }),
    ]);
  });

  it.each([
    ['nothing', {}, undefined],
    ['a null required field', { first_name: null }, 'first_name'],
    ['a bad state', { state: 'XX' }, 'state'],
    ['an unknown field', { id: 5 }, 'id'],
  ])('refuses %s (400) and changes nothing', async (_what, body, field) => {
    const before = await address();
    const res = await save('PATCH', body);
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toBe(field);
    expect(await address()).toEqual(before);
  });
});

describe("another user's intake and a finished lab order", () => {
  it.each(['PUT', 'PATCH'] as const)("%s of another user's intake answers 404 and changes nothing", async (method) => {
    const before = await address(demoIntakeId, demo);
    const res = await save(method, FULL, demoIntakeId);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'No lab-order intake with this id.' });
    expect(await address(demoIntakeId, demo)).toEqual(before);
  });

  it('the intake of a ready test can be read but no longer changed (409)', async () => {
    const before = await address(demoIntakeId, demo);
    expect(before).toMatchObject({ test_hash: 'FLDEMO0001', city: 'San Francisco', is_complete: true });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await save(method, FULL, demoIntakeId, demo);
      expect(res.statusCode).toBe(409);
      expect(json(res).detail).toMatch(/ready/);
    }
    expect(await address(demoIntakeId, demo)).toEqual(before);
  });
});
