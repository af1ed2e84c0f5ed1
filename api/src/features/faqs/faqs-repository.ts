// Queries on the FAQ page (public content, in editorial order).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { int } from '../../db/values';

export async function countFaqs(db: Kysely<Database>): Promise<number> {
  return int((await db.selectFrom('faqs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

export async function listFaqs(db: Kysely<Database>, offset: number, limit: number) {
  return db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'category'])
    .orderBy('sort_order')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}
