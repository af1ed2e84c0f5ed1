// The photo of a government ID on a consult's intake (issue 14): the key of the stored file (a random
// name in the PhotoIdStore, never the uploader's file name), the image type read from its bytes, and
// when it was uploaded. The image itself is never in the database.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consult_intakes').addColumn('photo_id_key', 'text').execute();
  await db.schema.alterTable('consult_intakes').addColumn('photo_id_content_type', 'text').execute();
  await db.schema.alterTable('consult_intakes').addColumn('photo_id_uploaded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consult_intakes').dropColumn('photo_id_uploaded_at').execute();
  await db.schema.alterTable('consult_intakes').dropColumn('photo_id_content_type').execute();
  await db.schema.alterTable('consult_intakes').dropColumn('photo_id_key').execute();
}
