// The user's steps on an attached test (SPEC §7; their order is the team's decision):
//   consent -> sample {ph} -> submit the health history (features/health-history).
// - consent: while the test is activated; a repeat answers the test unchanged (first time kept).
// - sample: needs consent and a test not yet received by the lab; a repeat before the lab
//   receives it corrects the reading (new pH and time).
// - provider release: any time; sets or clears the release of results to the test's provider.
import type { Kysely, Updateable } from 'kysely';
import { conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { Symptom } from './recommendation-rules';
import type { TestRow } from './tests-repository';

export const PH_RANGE = { minimum: 3, maximum: 8 } as const;

export interface HealthHistoryAnswers {
  symptoms?: Symptom[];
  [question: string]: unknown;
}

async function update(db: Kysely<Database>, test: TestRow, set: Updateable<Database['user_tests']>, now: Date): Promise<void> {
  await db
    .updateTable('user_tests')
    .set({ ...set, updated_at: now.toISOString() })
    .where('id', '=', test.id)
    .execute();
}

export async function recordConsent(db: Kysely<Database>, test: TestRow, now: Date): Promise<boolean> {
  if (test.consented_at) return false;
  if (test.status !== 'activated') throw conflict('Consent can only be given before the lab receives the sample.');
  await update(db, test, { consented_at: now.toISOString() }, now);
  return true;
}

export async function recordSample(db: Kysely<Database>, test: TestRow, ph: number, now: Date): Promise<void> {
  if (!test.consented_at) throw conflict('Give consent (POST .../consent/) before recording the sample.');
  if (test.status !== 'activated') throw conflict('The lab has already received this sample; it can no longer be changed.');
  await update(db, test, { sample_ph: ph, sample_taken_at: now.toISOString() }, now);
}

export async function setProviderRelease(db: Kysely<Database>, test: TestRow, release: boolean, now: Date): Promise<void> {
  await update(db, test, { provider_release: release }, now);
}

/** The symptoms the submitted health history reports ([] before submission: answers are a draft until then). */
export function reportedSymptoms(test: Pick<TestRow, 'health_history_answers' | 'health_history_submitted_at'>): Symptom[] {
  if (!test.health_history_answers || !test.health_history_submitted_at) return [];
  const answers = JSON.parse(test.health_history_answers) as HealthHistoryAnswers;
  return Array.isArray(answers.symptoms) ? answers.symptoms : [];
}
