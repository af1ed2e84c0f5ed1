// Fixtures of the intake and messages tests: extra consults in a chosen status.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

export const userId = async (t: TestApp, email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A consult of `email` in `status` (paid unless IN); answers its uid. */
export async function addConsult(t: TestApp, email: string, type: string, status: string): Promise<string> {
  const uid = randomUUID();
  const at = t.clock.now().toISOString();
  await t.db
    .insertInto('consults')
    .values({
      uid,
      user_id: await userId(t, email),
      test_id: null,
      type,
      status,
      purchase_type: 'a-la-care',
      paid_at: status === 'IN' ? null : at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return uid;
}

export const consultStatus = async (t: TestApp, uid: string) =>
  (await t.db.selectFrom('consults').select('status').where('uid', '=', uid).executeTakeFirstOrThrow()).status;

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', name));

/** Small real images of each accepted type (24 x 16 pixels; the HEIC made by libheif's heif-enc). */
export const PHOTO = {
  jpeg: fixture('photo-id.jpg'),
  png: fixture('photo-id.png'),
  heic: fixture('photo-id.heic'),
  /** A JPEG whose EXIF holds a GPS location and the text 'driving licence'. */
  jpegWithGps: fixture('photo-id-gps.jpg'),
};

/** PUT the raw image as the intake's photo ID. */
export function putPhotoId(t: TestApp, access: string | null, intakeId: number, body: Buffer | string, contentType = 'image/jpeg') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/consult-intake/${intakeId}/photo-id/`,
    headers: { ...(access ? { authorization: `Bearer ${access}` } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    payload: body,
  });
}
