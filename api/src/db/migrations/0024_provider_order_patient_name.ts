// The patient's name the provider types when ordering a test (issue 26): it was only used to greet
// the patient in the email and then lost, so the provider's list showed emails alone. Nullable:
// orders placed before this, and orders placed through the API without a name, have none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('provider_orders').addColumn('patient_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('provider_orders').dropColumn('patient_name').execute();
}
