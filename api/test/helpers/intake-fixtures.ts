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
