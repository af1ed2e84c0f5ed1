// The photo of a government ID on a consult intake (issue 14): the patient's upload (raw image body,
// type read from the bytes, at most 10 MB, stored re-encoded without metadata, rate-limited: issue
// 28), its place in submission, the ID_FAILURE reupload that returns the consult to review, the
// staff-only read (sandboxed), and what is audited and never logged.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { consultBannerMessage, hasWarningBanner } from '@flora/shared/domain';
import { ID_FAILURE_ACCOUNT, ID_FAILURE_CONSULT_UID, ID_FAILURE_REASON } from '../src/db/seed/id-failure-seed';
import { SAMPLE_PHOTO_ID } from '../src/db/seed/intake-seed';
import { DAY } from '../src/common/clock';
import { sweepExpiredPhotoIds } from '../src/features/intake/photo-id-retention';
import { MAX_PHOTO_ID_BYTES, PHOTO_ID_RETENTION_DAYS, sniffImageType } from '../src/features/intake/photo-id-rules';
import { FilesystemPhotoIdStore } from '../src/features/intake/photo-id-store';
import { auditSince, lastAuditId } from './helpers/audit';
import { addConsult, consultStatus, PHOTO, putPhotoId, userId } from './helpers/intake-fixtures';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // These tests upload far more than an hour's limit from one account; the limit has its own test.
  t = await createTestApp({ rateLimits: { photoIdUploadsPerAccount: { max: 1000, windowMs: 60 * 60_000 } } });
});
afterAll(() => t.close());

const BASE = '/api/v1/consult-intake';
const staffUrl = (uid: string) => `/api/internal/clinician/consults/${uid}/photo-id/`;

const ANSWERS = {
  symptoms: [],
  pregnancy_status: 'not_pregnant',
  breastfeeding: false,
  has_allergies: false,
  current_medication_ids: [],
  date_of_birth: '1990-01-31',
  address_line1: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip_code: '10001',
};

/** The files in the photo ID folder (none before the first upload). */
const storedFiles = (): string[] => {
  try {
    return readdirSync(t.photoIdDir).sort();
  } catch {
    return [];
  }
};

async function startIntake(email = 'new@flora.test', type = 'vaginitis') {
  const { access } = await login(t.app, email);
  const uid = await addConsult(t, email, type, 'OR');
  const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: uid });
  expect(res.statusCode).toBe(201);
  return { access, uid, intake: json(res) };
}

async function submitted(type = 'vaginitis') {
  const started = await startIntake('new@flora.test', type);
  const { access, intake } = started;
  expect((await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, ANSWERS)).statusCode).toBe(200);
  for (const c of ['agree_to_terms', 'consent_to_not_trying_to_conceive']) {
    expect((await call(t.app, 'POST', `${BASE}/${intake.id}/${c}/`, access)).statusCode).toBe(200);
  }
  expect((await putPhotoId(t, access, intake.id, PHOTO.jpeg)).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access)).statusCode).toBe(200);
  return started;
}

/** The bytes stored for the intake's photo ID. */
async function storedPhoto(intakeId: number): Promise<Buffer> {
  const { photo_id_key } = await t.db.selectFrom('consult_intakes').select('photo_id_key').where('id', '=', intakeId).executeTakeFirstOrThrow();
  return readFileSync(path.join(t.photoIdDir, photo_id_key!));
}

const SCRIPT = '<html><script>alert(document.cookie)</script></html>';
/** The attack of issue 28: the PNG signature, then a page. */
const POLYGLOT = Buffer.concat([PHOTO.png.subarray(0, 8), Buffer.from(SCRIPT)]);

const storedRow = (intakeId: number) =>
  t.db.selectFrom('consult_intakes').select(['photo_id_key', 'photo_id_content_type', 'photo_id_uploaded_at']).where('id', '=', intakeId).executeTakeFirstOrThrow();

describe('PUT /api/v1/consult-intake/{id}/photo-id/', () => {
  it('stores the photo under a random name, says so on the intake (never the file) and records the upload', async () => {
    const { access, intake } = await startIntake();
    expect(intake).toMatchObject({ photo_id_uploaded: false, photo_id_uploaded_at: null });
    expect(intake.missing_for_submit).toContain('photo_id');
    const before = await lastAuditId(t.app);
    const filesBefore = storedFiles();

    const res = await putPhotoId(t, access, intake.id, PHOTO.jpeg);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ id: intake.id, photo_id_uploaded: true, photo_id_uploaded_at: t.clock.now().toISOString() });
    expect(body.missing_for_submit).not.toContain('photo_id');

    const row = await storedRow(intake.id);
    expect(row).toMatchObject({ photo_id_key: expect.stringMatching(/^[0-9a-f]{32}$/), photo_id_content_type: 'image/jpeg' });
    const added = storedFiles().filter((f) => !filesBefore.includes(f));
    expect(added).toEqual([row.photo_id_key]);
    expect(readFileSync(path.join(t.photoIdDir, added[0]))).toEqual(await storedPhoto(intake.id));
    // Neither the stored name nor the image is ever answered to the patient.
    expect(res.body).not.toContain(row.photo_id_key);
    expect(res.body).not.toContain('driving licence');
    const again = await call(t.app, 'GET', `${BASE}/${intake.id}/`, access);
    expect(json(again)).toMatchObject({ photo_id_uploaded: true, photo_id_uploaded_at: body.photo_id_uploaded_at });
    expect(again.body).not.toContain(row.photo_id_key!);

    const entries = await auditSince(t.app, 'new@flora.test', before);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['create', 'photo_id', String(intake.id)],
      ['read', 'consult_intake', String(intake.id)],
    ]);
    expect(entries[0]).toMatchObject({ subject_user_id: await userId(t, 'new@flora.test'), route: 'PUT /api/v1/consult-intake/:id/photo-id/' });
  });

  it.each([
    ['a PNG', PHOTO.png, 'image/png', 'image/png'],
    ['a HEIC (stored as JPEG, which browsers show)', PHOTO.heic, 'image/heic', 'image/jpeg'],
    ['a HEIC declared as HEIF', PHOTO.heic, 'image/heif', 'image/jpeg'],
    ['a PNG declared as JPEG (the bytes decide)', PHOTO.png, 'image/jpeg', 'image/png'],
    ['a HEIC of unknown type (application/octet-stream)', PHOTO.heic, 'application/octet-stream', 'image/jpeg'],
    ['a HEIC without a Content-Type', PHOTO.heic, '', 'image/jpeg'],
  ])('accepts %s, storing it re-encoded', async (_what, bytes, declared, stored) => {
    const { access, intake } = await startIntake();
    expect((await putPhotoId(t, access, intake.id, bytes, declared)).statusCode).toBe(200);
    expect((await storedRow(intake.id)).photo_id_content_type).toBe(stored);
    const image = await sharp(await storedPhoto(intake.id)).metadata();
    expect(image).toMatchObject({ format: stored.slice('image/'.length), width: 24, height: 16 });
  });

  it('answers an empty Content-Type header with 400 {detail, field}', async () => {
    const { access, intake } = await startIntake();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${intake.id}/photo-id/`,
      headers: { authorization: `Bearer ${access}`, 'content-type': '' },
      payload: PHOTO.jpeg,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ field: 'photo_id', detail: expect.stringMatching(/JPEG, PNG or HEIC/) });
  });

  it('replaces an earlier photo while the intake is open, deleting its file', async () => {
    const { access, intake } = await startIntake();
    await putPhotoId(t, access, intake.id, PHOTO.jpeg);
    const first = (await storedRow(intake.id)).photo_id_key!;
    t.clock.advance(60_000);
    const before = await lastAuditId(t.app);
    const res = await putPhotoId(t, access, intake.id, PHOTO.png, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(json(res).photo_id_uploaded_at).toBe(t.clock.now().toISOString());
    const second = (await storedRow(intake.id)).photo_id_key!;
    expect(second).not.toBe(first);
    expect(storedFiles()).toContain(second);
    expect(storedFiles()).not.toContain(first);
    const entries = await auditSince(t.app, 'new@flora.test', before);
    expect(entries.map((e) => [e.action, e.object_type])).toEqual([['update', 'photo_id']]);
  });

  it("answers 404 for another user's intake (or an unknown one) and 401 without a sign-in, writing nothing", async () => {
    const { intake } = await startIntake();
    const demo = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    const files = storedFiles();
    const other = await putPhotoId(t, demo.access, intake.id, PHOTO.jpeg);
    expect(other.statusCode).toBe(404);
    expect(json(other).detail).toBe('No intake with that id.');
    expect((await putPhotoId(t, demo.access, 999999, PHOTO.jpeg)).statusCode).toBe(404);
    expect((await putPhotoId(t, null, intake.id, PHOTO.jpeg)).statusCode).toBe(401);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(storedFiles()).toEqual(files);
    expect((await storedRow(intake.id)).photo_id_key).toBeNull();
  });

  it.each([
    ['bytes that are not an image, declared as JPEG', Buffer.from('%PDF-1.4 not a photo'), 'image/jpeg', /not an image we can read/],
    ['a PNG signature followed by HTML (a polyglot)', POLYGLOT, 'image/png', /not an image we can read/],
    ['a JPEG signature followed by HTML', Buffer.concat([PHOTO.jpeg.subarray(0, 4), Buffer.from(SCRIPT)]), 'image/jpeg', /not an image we can read/],
    ['a HEIC header without an image', Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic an ID card'), 'image/heic', /not an image we can read/],
    ['a truncated JPEG', PHOTO.jpeg.subarray(0, PHOTO.jpeg.length - 40), 'image/jpeg', /not an image we can read/],
    ['a GIF declared as PNG', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png', /not an image we can read/],
    ['a JPEG declared as text', PHOTO.jpeg, 'text/plain', /JPEG, PNG or HEIC/],
    ['a JPEG declared as a PDF', PHOTO.jpeg, 'application/pdf', /JPEG, PNG or HEIC/],
    ['JSON', JSON.stringify({ photo: 'x' }), 'application/json', /JPEG, PNG or HEIC/],
    ['an empty file', Buffer.alloc(0), 'image/jpeg', /empty/],
    ['a JPEG declared as multipart form data', PHOTO.jpeg, 'multipart/form-data; boundary=x', /JPEG, PNG or HEIC/],
    ['text of an unknown type', Buffer.from('hello'), 'application/octet-stream', /not an image we can read/],
  ])('refuses %s with 400 {detail, field: photo_id}, writing nothing', async (_what, body, type, detail) => {
    const { access, intake } = await startIntake();
    // Every upload counts against the account's limit: its counter exists before the snapshot.
    await putPhotoId(t, access, intake.id, 'x');
    const counts = await snapshotCounts(t.db);
    const files = storedFiles();
    const res = await putPhotoId(t, access, intake.id, body, type);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: expect.stringMatching(detail), field: 'photo_id' });
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(storedFiles()).toEqual(files);
    expect((await storedRow(intake.id)).photo_id_key).toBeNull();
  });

  it('refuses a photo over 10 MB with 413 {detail, field}, writing nothing; 10 MB exactly is accepted', async () => {
    const { access, intake } = await startIntake();
    const counts = await snapshotCounts(t.db);
    const files = storedFiles();
    const big = Buffer.alloc(MAX_PHOTO_ID_BYTES + 1);
    PHOTO.jpeg.copy(big);
    const res = await putPhotoId(t, access, intake.id, big);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ detail: 'The photo of your ID must be at most 10 MB.', field: 'photo_id' });
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(storedFiles()).toEqual(files);

    const exact = await putPhotoId(t, access, intake.id, big.subarray(0, MAX_PHOTO_ID_BYTES));
    expect(exact.statusCode).toBe(200);
  });

  it('keeps the 64 KB JSON limit on the other intake routes', async () => {
    const { access, intake } = await startIntake();
    const res = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { additional_notes: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a submitted intake with 409, writing nothing', async () => {
    const { access, uid, intake } = await submitted();
    const row = await storedRow(intake.id);
    const counts = await snapshotCounts(t.db);
    const files = storedFiles();
    const res = await putPhotoId(t, access, intake.id, PHOTO.png, 'image/png');
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/submitted .* only be uploaded when the clinician asks/);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(storedFiles()).toEqual(files);
    expect(await storedRow(intake.id)).toEqual(row);
    expect(await consultStatus(t, uid)).toBe('SU');
  });

  it('refuses a cancelled consult with 409', async () => {
    const { access, uid, intake } = await startIntake();
    await t.db.updateTable('consults').set({ status: 'CA' }).where('uid', '=', uid).execute();
    expect((await putPhotoId(t, access, intake.id, PHOTO.jpeg)).statusCode).toBe(409);
  });

  it('reupload after ID_FAILURE: replaces the photo (the old file deleted), moves the consult ID -> SU, records both', async () => {
    const { access, uid, intake } = await submitted();
    const old = await storedRow(intake.id);
    await t.db.updateTable('consults').set({ status: 'ID' }).where('uid', '=', uid).execute();
    const submittedAt = (await t.db.selectFrom('consult_intakes').select('submitted_at').where('id', '=', intake.id).executeTakeFirstOrThrow()).submitted_at;
    t.clock.advance(60_000);
    const before = await lastAuditId(t.app);

    const res = await putPhotoId(t, access, intake.id, PHOTO.heic, 'image/heic');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ photo_id_uploaded: true, photo_id_uploaded_at: t.clock.now().toISOString(), submitted_at: submittedAt });
    expect(await consultStatus(t, uid)).toBe('SU');
    const row = await storedRow(intake.id);
    expect(row.photo_id_content_type).toBe('image/jpeg');
    expect(storedFiles()).toContain(row.photo_id_key);
    expect(storedFiles()).not.toContain(old.photo_id_key);
    const entries = await auditSince(t.app, 'new@flora.test', before);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['update', 'photo_id', String(intake.id)],
      ['update', 'consult', uid],
    ]);

    // Back in review: the intake is read-only again.
    expect((await putPhotoId(t, access, intake.id, PHOTO.jpeg)).statusCode).toBe(409);
  });

  it('the whole loop with the clinician routes: reviewed, ended as ID, reuploaded, back in the queue and picked up again', async () => {
    const { access, uid, intake } = await submitted();
    const staff = await login(t.app, 'staff@flora.test');
    const clinician = `/api/internal/clinician/consults/${uid}`;
    expect((await call(t.app, 'POST', `${clinician}/pick-up/`, staff.access)).statusCode).toBe(200);
    const ended = await call(t.app, 'POST', `${clinician}/end/`, staff.access, { status: 'ID', reason: 'The photo is too blurry to read.' });
    expect(ended.statusCode).toBe(200);
    expect(await consultStatus(t, uid)).toBe('ID');

    expect((await putPhotoId(t, access, intake.id, PHOTO.png, 'image/png')).statusCode).toBe(200);
    expect(await consultStatus(t, uid)).toBe('SU');
    const queue = json(await get(t.app, '/api/internal/clinician/consults/', staff.access));
    expect(queue.map((e: { uid: string }) => e.uid)).toContain(uid);
    const photo = await get(t.app, staffUrl(uid), staff.access);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(await storedPhoto(intake.id));
    expect((await call(t.app, 'POST', `${clinician}/pick-up/`, staff.access)).statusCode).toBe(200);
  });

  it('a bad file on an ID_FAILURE consult changes nothing: the consult stays in ID with its old photo', async () => {
    const { access, uid, intake } = await submitted();
    await t.db.updateTable('consults').set({ status: 'ID' }).where('uid', '=', uid).execute();
    const row = await storedRow(intake.id);
    const files = storedFiles();
    expect((await putPhotoId(t, access, intake.id, Buffer.from('not an image'))).statusCode).toBe(400);
    expect(await consultStatus(t, uid)).toBe('ID');
    expect(await storedRow(intake.id)).toEqual(row);
    expect(storedFiles()).toEqual(files);
  });

  it('never writes the image to the log', async () => {
    const lines: string[] = [];
    const app = await t.buildAnother({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    const { access, intake } = await startIntake();
    const res = await app.inject({
      method: 'PUT',
      url: `${BASE}/${intake.id}/photo-id/`,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'image/jpeg' },
      payload: PHOTO.jpeg,
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(log).not.toContain('driving licence');
    expect(log).not.toContain(PHOTO.jpeg.toString('base64'));
    expect(log).not.toContain((await storedRow(intake.id)).photo_id_key!);
  });
});

describe('what is stored is the image drawn again (issue 28)', () => {
  it.each([
    ['a PNG with a page after its end', Buffer.concat([PHOTO.png, Buffer.from(SCRIPT)]), 'image/png'],
    ['a JPEG with a page after its end', Buffer.concat([PHOTO.jpeg, Buffer.from(SCRIPT)]), 'image/jpeg'],
  ])('%s: the stored bytes hold the picture and no script', async (_what, body, type) => {
    const { access, intake } = await startIntake();
    expect((await putPhotoId(t, access, intake.id, body, type)).statusCode).toBe(200);
    const stored = await storedPhoto(intake.id);
    expect(stored.toString('latin1')).not.toMatch(/<script|<html/i);
    expect(await sharp(stored).metadata()).toMatchObject({ format: type.slice('image/'.length), width: 24, height: 16 });
  });

  it('a JPEG with EXIF (GPS location, a copyright text) comes back without any metadata', async () => {
    expect((await sharp(PHOTO.jpegWithGps).metadata()).exif).toBeDefined();
    const { access, uid, intake } = await startIntake();
    expect((await putPhotoId(t, access, intake.id, PHOTO.jpegWithGps)).statusCode).toBe(200);
    const staff = await login(t.app, 'staff@flora.test');
    const served = (await get(t.app, staffUrl(uid), staff.access)).rawPayload;
    const image = await sharp(served).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
    expect(image.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toMatch(/Exif|GPS|driving licence/);
  });

  it('counts uploads per account: beyond the limit 429 with Retry-After, nothing written; an hour later allowed again', async () => {
    const app = await t.buildAnother({ rateLimits: { photoIdUploadsPerAccount: { max: 3, windowMs: 60 * 60_000 } } });
    const { intake } = await startIntake('demo@flora.test');
    let { access } = await login(app, 'demo@flora.test');
    const upload = (body: Buffer | string) =>
      app.inject({ method: 'PUT', url: `${BASE}/${intake.id}/photo-id/`, headers: { authorization: `Bearer ${access}`, 'content-type': 'image/jpeg' }, payload: body });
    expect((await upload(PHOTO.jpeg)).statusCode).toBe(200);
    expect((await upload('not an image')).statusCode).toBe(400); // refused uploads count too
    expect((await upload(PHOTO.jpeg)).statusCode).toBe(200);
    const row = await storedRow(intake.id);
    const counts = await snapshotCounts(t.db);
    const files = storedFiles();
    const refused = await upload(PHOTO.jpeg);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).detail).toBe('Too many photo ID uploads. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(storedFiles()).toEqual(files);
    expect(await storedRow(intake.id)).toEqual(row);
    t.clock.advance(60 * 60_000);
    ({ access } = await login(app, 'demo@flora.test')); // the old access token has expired too
    expect((await upload(PHOTO.jpeg)).statusCode).toBe(200);
    await app.close();
  });
});

describe('submission and the photo ID', () => {
  it('a vaginitis intake cannot be submitted without its photo ID; other types do not need one', async () => {
    const { access, uid, intake } = await startIntake();
    await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, ANSWERS);
    for (const c of ['agree_to_terms', 'consent_to_not_trying_to_conceive']) await call(t.app, 'POST', `${BASE}/${intake.id}/${c}/`, access);
    const res = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: 'Missing: photo_id.', field: 'photo_id', missing: ['photo_id'] });
    expect(await consultStatus(t, uid)).toBe('ST');

    const sti = await startIntake('new@flora.test', 'sti');
    expect(sti.intake.missing_for_submit).not.toContain('photo_id');
  });
});

describe('GET /api/internal/clinician/consults/{uid}/photo-id/', () => {
  it('answers the stored image to staff (no-store, inline only in a CSP sandbox), recording the read', async () => {
    const { uid, intake } = await submitted();
    const staff = await login(t.app, 'staff@flora.test');
    const before = await lastAuditId(t.app);
    const res = await get(t.app, staffUrl(uid), staff.access);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="photo-id.jpg"');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.rawPayload).toEqual(await storedPhoto(intake.id));
    const entries = await auditSince(t.app, 'new@flora.test', before);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([['read', 'photo_id', String(intake.id)]]);
    expect(entries[0].actor_user_id).toBe(await userId(t, 'staff@flora.test'));
  });

  it("shows the seeded sample photo of the queued vaginitis consult (the demo's stand-in for a real ID)", async () => {
    const staff = await login(t.app, 'staff@flora.test');
    const res = await get(t.app, staffUrl('c0a80001-prog-4000-8000-000000000003'), staff.access);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toEqual(SAMPLE_PHOTO_ID);
  });

  it('is staff only: the patient never gets the file back (403), recording nothing', async () => {
    const { access, uid } = await submitted();
    const before = await lastAuditId(t.app);
    const res = await get(t.app, staffUrl(uid), access);
    expect(res.statusCode).toBe(403);
    expect(res.rawPayload).not.toEqual(PHOTO.jpeg);
    expect((await get(t.app, staffUrl(uid))).statusCode).toBe(401);
    expect(await auditSince(t.app, 'new@flora.test', before)).toEqual([]);
  });

  it('answers 404 for an unknown consult, one without an intake and one without a photo', async () => {
    const staff = await login(t.app, 'staff@flora.test');
    expect((await get(t.app, staffUrl('no-such-consult'), staff.access)).statusCode).toBe(404);
    const ordered = await addConsult(t, 'new@flora.test', 'vaginitis', 'OR');
    expect(json(await get(t.app, staffUrl(ordered), staff.access)).detail).toBe('This consult has no intake yet.');
    const { uid } = await startIntake();
    const none = await get(t.app, staffUrl(uid), staff.access);
    expect(none.statusCode).toBe(404);
    expect(json(none).detail).toBe('No photo ID was uploaded for this consult.');
  });
});

describe('the demo of an ID_FAILURE consult (idfailure@flora.test)', () => {
  it("is in consult-in-progress with the reupload banner, and a new photo sends the consult back to review", async () => {
    const { access } = await login(t.app, ID_FAILURE_ACCOUNT);
    const consults = json(await get(t.app, '/api/v1/consults/', access));
    const consult = consults.find((c: { uid: string }) => c.uid === ID_FAILURE_CONSULT_UID);
    expect(consult).toMatchObject({ status: 'ID', type: 'vaginitis' });
    expect(consultBannerMessage(consult.status, { email: 'care@flora.test' })).toBe('ID verification failed, click here to reupload');
    expect(hasWarningBanner(consult.status)).toBe(true);

    // The front end finds the intake by the consult (an existing intake answers 200, whatever the status).
    const opened = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: ID_FAILURE_CONSULT_UID });
    expect(opened.statusCode).toBe(200);
    expect(json(opened)).toMatchObject({ photo_id_uploaded: true, submitted_at: expect.any(String), missing_for_submit: [] });
    const staff = await login(t.app, 'staff@flora.test');
    expect((await get(t.app, staffUrl(ID_FAILURE_CONSULT_UID), staff.access)).rawPayload).toEqual(SAMPLE_PHOTO_ID);
    const review = json(await get(t.app, `/api/internal/clinician/consults/${ID_FAILURE_CONSULT_UID}/`, staff.access));
    expect(JSON.stringify(review)).toContain(ID_FAILURE_REASON);

    expect((await putPhotoId(t, access, json(opened).id, PHOTO.jpeg)).statusCode).toBe(200);
    expect(await consultStatus(t, ID_FAILURE_CONSULT_UID)).toBe('SU');
    expect((await get(t.app, staffUrl(ID_FAILURE_CONSULT_UID), staff.access)).rawPayload).toEqual(await storedPhoto(json(opened).id));
  });
});

describe('sniffImageType (the bytes decide)', () => {
  const isoFile = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0`)]);
  it.each([
    ['JPEG', 'image/jpeg', PHOTO.jpeg],
    ['PNG', 'image/png', PHOTO.png],
    ['HEIC (heic brand)', 'image/heic', isoFile('heic')],
    ['HEIF (mif1 brand)', 'image/heic', isoFile('mif1')],
    ['an AVIF', null, isoFile('avif')],
    ['an MP4 video', null, isoFile('mp42')],
    ['a GIF', null, Buffer.from('GIF89a')],
    ['a PDF', null, Buffer.from('%PDF-1.7')],
    ['a truncated JPEG', null, Buffer.from([0xff, 0xd8])],
    ['a truncated PNG', null, PHOTO.png.subarray(0, 7)],
    ['nothing', null, Buffer.alloc(0)],
  ])('%s -> %s', (_what, type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });
});

describe('the photo ID store and its folder', () => {
  it('keeps each database its own folder beside the SQLite file, unless FLORA_PHOTO_ID_DIR says otherwise', () => {
    expect(loadConfig({ FLORA_DB_FILE: '/data/flora.sqlite' }).photoIdDir).toBe('/data/flora-photo-ids');
    expect(loadConfig({ FLORA_DB_FILE: '/data/e2e.sqlite' }).photoIdDir).toBe('/data/e2e-photo-ids');
    expect(loadConfig({ FLORA_DB_FILE: '/data/flora.sqlite', FLORA_PHOTO_ID_DIR: '/secure/ids' }).photoIdDir).toBe('/secure/ids');
  });

  it('stores private files under random 32-hex keys and never takes a key that could name another path', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'flora-store-')), 'ids');
    try {
      const store = new FilesystemPhotoIdStore(dir);
      const a = await store.put(PHOTO.png);
      const b = await store.put(PHOTO.png);
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(b).not.toBe(a);
      expect(statSync(path.join(dir, a)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(await store.get(a)).toEqual(PHOTO.png);
      await store.delete(a);
      expect(await store.get(a)).toBeNull();
      await store.delete(a); // deleting twice is fine
      for (const key of ['../flora.sqlite', `${b}/..`, b.toUpperCase(), '']) {
        await expect(store.get(key)).rejects.toThrow('Invalid photo ID key.');
        await expect(store.delete(key)).rejects.toThrow('Invalid photo ID key.');
      }
      expect(await store.get(b)).toEqual(PHOTO.png);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});

describe('retention: a photo ID is deleted 30 days after its consult closes (issue 28)', () => {
  const sweep = () => sweepExpiredPhotoIds(t.db, new FilesystemPhotoIdStore(t.photoIdDir), t.clock.now());

  it('deletes the file and forgets it once 30 days have passed since closing, not before; idempotent, also run twice at once', async () => {
    const closing = await submitted();
    const open = await submitted();
    const staff = await login(t.app, 'staff@flora.test');
    const clinician = `/api/internal/clinician/consults/${closing.uid}`;
    expect((await call(t.app, 'POST', `${clinician}/pick-up/`, staff.access)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `${clinician}/end/`, staff.access, { status: 'IE', reason: 'Not eligible for this treatment.' })).statusCode).toBe(200);
    const closed = await storedRow(closing.intake.id);
    const kept = await storedRow(open.intake.id);

    t.clock.advance(PHOTO_ID_RETENTION_DAYS * DAY - 60_000);
    await sweep();
    expect(await storedRow(closing.intake.id)).toEqual(closed);
    expect(storedFiles()).toContain(closed.photo_id_key);

    t.clock.advance(60_000);
    await Promise.all([sweep(), sweep()]);
    expect(await storedRow(closing.intake.id)).toEqual({ photo_id_key: null, photo_id_content_type: null, photo_id_uploaded_at: closed.photo_id_uploaded_at });
    expect(storedFiles()).not.toContain(closed.photo_id_key);
    expect(await sweep()).toBe(0);
    // Her access log says so, once (two sweeps ran).
    const newcomer = await t.db.selectFrom('users').select('id').where('email', '=', 'new@flora.test').executeTakeFirstOrThrow();
    const deletions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'object_id', 'subject_user_id', 'via'])
      .where('object_type', '=', 'photo_id')
      .where('route', '=', 'photo-id-retention')
      .where('object_id', '=', String(closing.intake.id))
      .execute();
    expect(deletions).toEqual([{ action: 'delete', object_id: String(closing.intake.id), subject_user_id: newcomer.id, via: 'cli' }]);
    // A consult still in review keeps its photo, however old.
    expect(await storedRow(open.intake.id)).toEqual(kept);
    expect(storedFiles()).toContain(kept.photo_id_key);

    const again = await login(t.app, 'staff@flora.test');
    const res = await get(t.app, staffUrl(closing.uid), again.access);
    expect(res.statusCode).toBe(404);
    expect(json(res).detail).toBe('The photo ID was deleted 30 days after the consult closed (retention).');
  });
});
