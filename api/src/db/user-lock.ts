// Serialising one user's writes: check-then-insert rules ("reuse the open consult, else create
// one") must not both pass in two concurrent requests of the same user.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Call first inside a transaction. A no-op UPDATE of the user's row: PostgreSQL holds its row lock
 * until the transaction ends (a concurrent one waits, then reads what this one committed); SQLite
 * takes the database write lock, which serialises writers anyway. Portable, unlike SELECT … FOR UPDATE.
 */
export async function lockUserRow(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}
