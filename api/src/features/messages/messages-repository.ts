// Queries on consult message threads and their messages (the consult itself is found through
// consults-repository: its owner's for patients, any for the clinician side).
import type { Kysely } from 'kysely';
import type { Database, MessageAuthorRole } from '../../db/schema';

export interface MessageRow {
  id: number;
  author_role: MessageAuthorRole;
  author_first_name: string;
  author_last_name: string;
  body: string;
  created_at: string;
}

export async function findThreadId(db: Kysely<Database>, consultId: number): Promise<number | undefined> {
  return (await db.selectFrom('consult_message_threads').select('id').where('consult_id', '=', consultId).executeTakeFirst())?.id;
}

/** The consult's thread, created on first use (the unique consult_id keeps it one per consult). */
export async function ensureThread(db: Kysely<Database>, consultId: number, now: Date): Promise<number> {
  await db
    .insertInto('consult_message_threads')
    .values({ consult_id: consultId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('consult_id').doNothing())
    .execute();
  return (await findThreadId(db, consultId))!;
}

const selectMessages = (db: Kysely<Database>) =>
  db
    .selectFrom('consult_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_user_id')
    .select(['m.id', 'm.author_role', 'u.first_name as author_first_name', 'u.last_name as author_last_name', 'm.body', 'm.created_at']);

/** A page of a thread's messages, newest first, strictly before message id `beforeId` when given. */
export async function listMessages(
  db: Kysely<Database>,
  threadId: number,
  page: { beforeId?: number; limit: number },
): Promise<MessageRow[]> {
  let q = selectMessages(db).where('m.thread_id', '=', threadId);
  if (page.beforeId !== undefined) q = q.where('m.id', '<', page.beforeId);
  return q.orderBy('m.id', 'desc').limit(page.limit).execute();
}

export async function insertMessage(
  db: Kysely<Database>,
  message: { threadId: number; authorUserId: number; role: MessageAuthorRole; body: string },
  now: Date,
): Promise<MessageRow> {
  const { id } = await db
    .insertInto('consult_messages')
    .values({
      thread_id: message.threadId,
      author_user_id: message.authorUserId,
      author_role: message.role,
      body: message.body,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectMessages(db).where('m.id', '=', id).executeTakeFirstOrThrow();
}
