// Fixtures of the intake and messages tests: extra consults in a chosen status.
import { randomUUID } from 'node:crypto';
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

/** The smallest files each accepted image type starts with (their magic bytes and a little more). */
export const PHOTO = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a driving licence'), Buffer.from([0xff, 0xd9])]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR a passport')]),
  heic: Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic an ID card')]),
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
