// Provider accounts: registration, the intake (practice details) and verification by staff (the
// internal route and the provider:verify CLI).
import { OutboxMailer } from '../src/features/email/mailer';
import { PROVIDER_PRACTICE } from '../src/db/seed/provider-seed';
import { verifyProviderFromCli } from '../src/features/provider/provider-verification-service';
import { auditOf, auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, get, json, login, outboxFor, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const registration = (over: Record<string, unknown> = {}) => ({ email: 'Dr.Lee@Clinic.test', password: 'a-good-password', first_name: 'Morgan', last_name: 'Lee', ...over });
const COMPLETE = { ...PROVIDER_PRACTICE, practice_name: 'Lee Gynecology', npi: '1245319599' };

describe('POST /api/v1/provider/register/', () => {
  it('creates a provider account waiting for verification, signs in and emails a verification link', async () => {
    const res = await post(t.app, '/api/v1/provider/register/', registration());
    expect(res.statusCode).toBe(201);
    expect(Object.keys(json(res)).sort()).toEqual(['access', 'refresh']);
    const me = json(await get(t.app, '/api/v1/user-config/', json(res).access));
    expect(me).toMatchObject({ email: 'dr.lee@clinic.test', isProvider: true, registrationRoute: 'provider', provider_info: { is_verified: false }, emailVerified: false });
    const [mail] = await outboxFor(t.app, 'dr.lee@clinic.test');
    expect(mail.subject).toMatch(/Verify your email/);
  });

  it('answers the path without the trailing slash too', async () => {
    const res = await post(t.app, '/api/v1/provider/register', registration({ email: 'noslash@clinic.test' }));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an email already used (any case)', { email: 'PROVIDER@flora.test' }, { detail: 'An account with this email already exists.', field: 'email' }],
    ['a weak password', { password: '1234567890' }, { field: 'password' }],
    ['a consumer-only field', { registration_route: 'default' }, {}],
    ['research consent', { research_consent: true }, {}],
    ['a missing last name', { last_name: undefined }, {}],
    ['a malformed email', { email: 'not-an-email' }, {}],
  ])('refuses %s with 400 {detail}, writing nothing', async (_what, over, expected) => {
    const before = await snapshotCounts(t.db);
    const res = await post(t.app, '/api/v1/provider/register/', registration({ email: 'other@clinic.test', ...over }));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject(expected);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('the provider intake: GET, PUT, PATCH /api/v1/provider/intake/', () => {
  let access: string;
  beforeAll(async () => {
    access = json(await post(t.app, '/api/v1/provider/register/', registration({ email: 'intake@clinic.test' }))).access;
  });

  it('starts empty, listing every required field as missing', async () => {
    const res = await get(t.app, '/api/v1/provider/intake/', access);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ practice_name: null, npi: null, is_complete: false, is_verified: false, updated_at: null });
    expect(json(res).missing_for_verification).toHaveLength(10);
  });

  it('saves in steps (PATCH), normalising phone, ZIP and state; PUT replaces the whole intake', async () => {
    let res = await call(t.app, 'PATCH', '/api/v1/provider/intake/', access, { practice_name: '  Lee Gynecology ', npi: '1245319599', phone_number: '(312) 555-0177', state: 'il', zip_code: '606141234' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ practice_name: 'Lee Gynecology', npi: '1245319599', phone_number: '3125550177', state: 'IL', zip_code: '60614-1234', is_complete: false });
    expect(json(res).missing_for_verification).toEqual(['specialty', 'address_line_1', 'city', 'license_state', 'license_number']);
    res = await call(t.app, 'PATCH', '/api/v1/provider/intake/', access, { practice_name: null });
    expect(json(res).practice_name).toBeNull();
    res = await call(t.app, 'PUT', '/api/v1/provider/intake/', access, { ...COMPLETE, address_line_2: undefined });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ ...COMPLETE, address_line_2: null, is_complete: true, missing_for_verification: [] });
    res = await call(t.app, 'PUT', '/api/v1/provider/intake/', access, { practice_name: 'Only this' });
    expect(json(res)).toMatchObject({ practice_name: 'Only this', npi: null, is_complete: false });
    expect((await get(t.app, '/api/v1/provider/intake/', access)).json().practice_name).toBe('Only this');
  });

  it.each([
    ['an NPI with a wrong check digit', { npi: '1245319598' }, 'npi'],
    ['an NPI of 9 digits', { npi: '124531959' }, 'npi'],
    ['an unknown specialty', { specialty: 'astrology' }, 'specialty'],
    ['a foreign phone number', { phone_number: '+44 20 7946 0958' }, 'phone_number'],
    ['an unknown state', { state: 'ZZ' }, 'state'],
    ['an unknown license state', { license_state: 'XX' }, 'license_state'],
    ['a license number with spaces', { license_number: 'A 123' }, 'license_number'],
    ['a bad ZIP code', { zip_code: '1234' }, 'zip_code'],
    ['an unknown field', { fax: '123' }, undefined],
    ['a number for a text field', { practice_name: 12 }, undefined],
    ['an empty change', {}, undefined],
  ])('refuses %s with 400 {detail}, writing nothing', async (_what, body, field) => {
    const before = await snapshotCounts(t.db);
    const res = await call(t.app, 'PATCH', '/api/v1/provider/intake/', access, body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    // The specialty enum is checked by the schema, which names no field.
    if (field && field !== 'specialty') expect(json(res).field).toBe(field);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('is for providers only (403) and needs a sign-in (401)', async () => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    for (const [method, body] of [['GET', undefined], ['PUT', {}], ['PATCH', { city: 'x' }]] as const) {
      const res = await call(t.app, method, '/api/v1/provider/intake/', demo, body);
      expect(res.statusCode).toBe(403);
      expect(json(res).detail).toMatch(/provider accounts only/);
    }
    expect((await call(t.app, 'GET', '/api/v1/provider/intake/')).statusCode).toBe(401);
  });

  it("shows each provider only their own intake (the seeded verified one is locked: 409)", async () => {
    const provider = (await login(t.app, 'provider@flora.test')).access;
    const res = await get(t.app, '/api/v1/provider/intake/', provider);
    expect(json(res)).toMatchObject({ practice_name: PROVIDER_PRACTICE.practice_name, is_verified: true, is_complete: true });
    const before = await snapshotCounts(t.db);
    const locked = await call(t.app, 'PATCH', '/api/v1/provider/intake/', provider, { city: 'Oakland' });
    expect(locked.statusCode).toBe(409);
    expect(json(locked).detail).toMatch(/verified/);
    // Locked whatever is sent: not a field error that suggests fixing the field would help.
    for (const [method, body] of [['PATCH', { npi: '1234567890' }], ['PUT', { zip_code: 'nope' }]] as const) {
      const res = await call(t.app, method, '/api/v1/provider/intake/', provider, body);
      expect(res.statusCode).toBe(409);
      expect(json(res).field).toBeUndefined();
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('verification by staff', () => {
  let staff: string;
  beforeAll(async () => {
    staff = (await login(t.app, 'staff@flora.test')).access;
  });
  const pendingList = async () => json(await get(t.app, '/api/internal/providers/pending/', staff));
  const verify = (id: number | string, access = staff) => call(t.app, 'POST', `/api/internal/providers/${id}/verify/`, access);

  it('lists the providers waiting, with their intake (the seeded pending provider is complete)', async () => {
    const list = await pendingList();
    const pending = list.find((p: { email: string }) => p.email === 'pending-provider@flora.test');
    expect(pending.intake).toMatchObject({ practice_name: 'Lakeview Family Medicine', is_complete: true, is_verified: false });
    expect(list.map((p: { email: string }) => p.email)).not.toContain('provider@flora.test');
  });

  it('verifies a complete provider: flag, email, audit; the provider then reaches the portal', async () => {
    const id = await userId('pending-provider@flora.test');
    const pendingAccess = (await login(t.app, 'pending-provider@flora.test')).access;
    expect((await get(t.app, '/api/v1/provider/resources/', pendingAccess)).statusCode).toBe(403);
    const since = await lastAuditId(t.app);
    const res = await verify(id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id, email: 'pending-provider@flora.test', intake: { is_verified: true } });
    expect(json(res).intake.verified_at).toBe(t.clock.now().toISOString());
    const me = json(await get(t.app, '/api/v1/user-config/', pendingAccess));
    expect(me.provider_info.is_verified).toBe(true);
    const [mail] = await outboxFor(t.app, 'pending-provider@flora.test');
    expect(mail.subject).toBe('Your Flora provider account is verified');
    expect(mail.link).toBe('http://localhost:3000/provider/');
    const entries = await auditSince(t.app, 'pending-provider@flora.test', since);
    const staffId = await userId('staff@flora.test');
    // The verification, then this test's own read of the email in the outbox (staff reading it is logged too).
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.actor_user_id, e.via])).toEqual([
      ['update', 'provider_account', String(id), staffId, 'api'],
      ['read', 'outbox_email', String((mail as { id: number }).id), staffId, 'api'],
    ]);
    expect((await get(t.app, '/api/v1/provider/resources/', pendingAccess)).statusCode).toBe(200);
    expect((await pendingList()).map((p: { email: string }) => p.email)).not.toContain('pending-provider@flora.test');
  });

  it('refuses to verify twice, or before the intake is complete (409), writing nothing', async () => {
    const incomplete = await userId('intake@clinic.test');
    const before = await snapshotCounts(t.db);
    const again = await verify(await userId('pending-provider@flora.test'));
    expect(again.statusCode).toBe(409);
    expect(json(again).detail).toBe('This provider is already verified.');
    const early = await verify(incomplete);
    expect(early.statusCode).toBe(409);
    expect(json(early).detail).toMatch(/not complete \(missing: NPI, Specialty/);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('answers 404 for a non-provider or an unknown id, 400 for a malformed id or a body, 403 for non-staff', async () => {
    const provider = (await login(t.app, 'provider@flora.test')).access;
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const before = await snapshotCounts(t.db);
    expect((await verify(await userId('demo@flora.test'))).statusCode).toBe(404);
    expect((await verify(999999)).statusCode).toBe(404);
    expect((await verify('abc')).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/api/internal/providers/${await userId('intake@clinic.test')}/verify/`, staff, { force: true })).statusCode).toBe(400);
    for (const access of [provider, demo]) {
      expect((await verify(await userId('intake@clinic.test'), access)).statusCode).toBe(403);
      expect((await get(t.app, '/api/internal/providers/pending/', access)).statusCode).toBe(403);
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('verifies from the command line (provider:verify <email>), audited as a CLI action', async () => {
    const { access } = json(await post(t.app, '/api/v1/provider/register/', registration({ email: 'cli@clinic.test' })));
    await call(t.app, 'PUT', '/api/v1/provider/intake/', access, COMPLETE);
    const deps = { db: t.db, clock: t.clock, mailer: new OutboxMailer(t.db, t.clock), frontendUrl: 'http://localhost:3000' };
    const verified = await verifyProviderFromCli(deps, 'CLI@clinic.test');
    expect(verified.intake.is_verified).toBe(true);
    const [entry] = await auditOf(t.app, 'cli@clinic.test');
    expect(entry).toMatchObject({ action: 'update', object_type: 'provider_account', actor_user_id: null, route: 'provider:verify', via: 'cli' });
    expect((await outboxFor(t.app, 'cli@clinic.test'))[0].subject).toMatch(/verified/);
    await expect(verifyProviderFromCli(deps, 'cli@clinic.test')).rejects.toMatchObject({ statusCode: 409 });
    await expect(verifyProviderFromCli(deps, 'demo@flora.test')).rejects.toMatchObject({ statusCode: 404 });
  });
});
