// The health history is answered page by page before it is submitted (issue 13): the questionnaire
// version a test uses (fixed at its first read, so a later version never changes an answer in
// progress), the page to resume on and when the answers last changed. The answers themselves stay in
// user_tests.health_history_answers (JSON), a draft until health_history_submitted_at is set.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_tests').addColumn('questionnaire_version', 'integer').execute();
  await db.schema.alterTable('user_tests').addColumn('health_history_last_page', 'text').execute();
  await db.schema.alterTable('user_tests').addColumn('health_history_updated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_tests').dropColumn('health_history_updated_at').execute();
  await db.schema.alterTable('user_tests').dropColumn('health_history_last_page').execute();
  await db.schema.alterTable('user_tests').dropColumn('questionnaire_version').execute();
}
