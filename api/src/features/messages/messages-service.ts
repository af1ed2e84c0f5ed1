// The rules of consult messages: a thread per consult, created with its first message; bodies are
// trimmed and never blank; pages run newest first.

// Reads and writes that route files and other features use as they are.
export type { MessageRow } from './messages-repository';

import type { Kysely } from 'kysely';
import { CONSULT_MESSAGES_PAGE_SIZE, MESSAGE_MAX_LENGTH } from '@flora/shared/domain';
import { badRequest, notFound } from '../../common/http-errors';
import type { Database, MessageAuthorRole } from '../../db/schema';
import { type ConsultRow, findConsultByUid, findConsultOfUser } from '../consults';
import { ensureThread, findThreadId, insertMessage, listMessages, type MessageRow } from './messages-repository';
import { characterCount, controlCharactersDetail, TEXT_FORMATS } from '../../schemas/common';

export const DEFAULT_PAGE_SIZE = CONSULT_MESSAGES_PAGE_SIZE;
export const MAX_PAGE_SIZE = 200;
const CONSULT_NOT_FOUND = 'No consult with that uid.';

export async function consultOfUser(db: Kysely<Database>, userId: number, uid: string): Promise<ConsultRow> {
  const consult = await findConsultOfUser(db, userId, uid);
  if (!consult) throw notFound(CONSULT_NOT_FOUND);
  return consult;
}

export async function anyConsult(db: Kysely<Database>, uid: string): Promise<ConsultRow> {
  const consult = await findConsultByUid(db, uid);
  if (!consult) throw notFound(CONSULT_NOT_FOUND);
  return consult;
}

/** `limit` and `before` as given in a query string (already pattern-checked). */
export function pageOf(query: { limit?: string; before?: string }): { limit: number; beforeId?: number } {
  const limit = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
  if (limit < 1 || limit > MAX_PAGE_SIZE) throw badRequest(`limit must be between 1 and ${MAX_PAGE_SIZE}.`);
  return { limit, beforeId: query.before === undefined ? undefined : Number(query.before) };
}

export async function messagesOf(db: Kysely<Database>, consult: ConsultRow, page: { limit: number; beforeId?: number }) {
  const threadId = await findThreadId(db, consult.id);
  return threadId === undefined ? [] : listMessages(db, threadId, page);
}

export async function postMessage(
  db: Kysely<Database>,
  consult: ConsultRow,
  author: { userId: number; role: MessageAuthorRole },
  body: string,
  now: Date,
): Promise<MessageRow> {
  const text = body.trim();
  if (!text) throw badRequest('The field "body" may not be blank.', 'body');
  // The API's schema checks this already; the clinician CLI reaches here without one.
  if (!TEXT_FORMATS.text(text)) throw badRequest(controlCharactersDetail('body'), 'body');
  if (characterCount(text) > MESSAGE_MAX_LENGTH) throw badRequest(`The field "body" must be at most ${MESSAGE_MAX_LENGTH} characters long.`, 'body');
  return db.transaction().execute(async (trx) => {
    const threadId = await ensureThread(trx, consult.id, now);
    return insertMessage(trx, { threadId, authorUserId: author.userId, role: author.role, body: text }, now);
  });
}
