// The consult a care checkout pays for, when it does not exist yet (issue 26): a cart holding
// treatments names the type of consult its order creates (or takes over) when it is processed, so a
// declined or abandoned payment leaves no consult behind. The ungated-Rx checkout started from a test
// always did this by its kind; its sessions and orders are written the same way now.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['checkout_sessions', 'orders']) {
    await db.schema.alterTable(table).addColumn('consult_type', 'text').execute();
    await db.updateTable(table).set({ consult_type: 'ungated-rx' }).where(table === 'orders' ? 'checkout_kind' : 'kind', '=', 'ungated-rx').where('consult_id', 'is', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('consult_type').execute();
  await db.schema.alterTable('checkout_sessions').dropColumn('consult_type').execute();
}
