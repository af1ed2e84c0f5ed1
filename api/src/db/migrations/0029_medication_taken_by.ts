// Who takes a catalogue medication (issue 27.7): the male partner's intake listed the combined pill and
// the IUDs among his medications. 'women' and 'men' are left out of the other's list (GET
// .../medications/?for=); 'anyone' is in both. Catalogues seeded before this are marked here by name.
import type { Kysely } from 'kysely';

/** The seeded contraceptives, which only women take. */
const WOMEN_ONLY = ['Combined oral contraceptive pill', 'Copper IUD', 'Hormonal IUD (levonorgestrel)', 'Progestin-only pill'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('medications')
    .addColumn('taken_by', 'text', (c) => c.notNull().defaultTo('anyone'))
    .execute();
  await db.updateTable('medications').set({ taken_by: 'women' }).where('name', 'in', WOMEN_ONLY).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('medications').dropColumn('taken_by').execute();
}
