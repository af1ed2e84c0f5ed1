// The user's steps on an attached test (SPEC §7; their order is the team's decision):
//   consent -> sample {ph} -> submit the health history (features/health-history).
// - consent: while the test is activated; a repeat answers the test unchanged (first time kept).
// - sample: needs consent and a test not yet received by the lab; a repeat before the lab
//   receives it corrects the reading (new pH and time). The day it was taken may be given (an
//   earlier day, since activation and within 14 days); otherwise it is now.
// - provider release: any time; sets or clears the release of results to the test's provider.
import { addDaysToDay, isRealDay, utcDayOf } from '@flora/shared/domain';
import type { Kysely, Updateable } from 'kysely';
import { badRequest, conflict } from '../../common/http-errors';
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

/** How many days back a sample's date may go (a sample waits a few days at most before it is mailed). */
export const SAMPLE_MAX_DAYS_AGO = 14;

/** When the sample was taken: now, or noon (UTC) of `takenOn` (YYYY-MM-DD) when that is an earlier day. */
function sampleTakenAt(test: TestRow, takenOn: string | undefined, now: Date): string {
  const today = utcDayOf(now);
  if (takenOn === undefined || takenOn === today) return now.toISOString();
  if (!isRealDay(takenOn)) throw badRequest('Enter a real date (YYYY-MM-DD).', 'taken_on');
  if (takenOn > today) throw badRequest('The sample date cannot be in the future.', 'taken_on');
  const earliest = addDaysToDay(today, -SAMPLE_MAX_DAYS_AGO);
  const activated = (test.activated_at ?? test.created_at).slice(0, 10);
  if (takenOn < earliest || takenOn < activated) {
    throw badRequest(`Enter the day you took the sample: after you activated the kit and within the last ${SAMPLE_MAX_DAYS_AGO} days.`, 'taken_on');
  }
  return `${takenOn}T12:00:00.000Z`;
}

export async function recordSample(db: Kysely<Database>, test: TestRow, ph: number, now: Date, takenOn?: string): Promise<void> {
  if (!test.consented_at) throw conflict('Give consent (POST .../consent/) before recording the sample.');
  if (test.status !== 'activated') throw conflict('The lab has already received this sample; it can no longer be changed.');
  const takenAt = sampleTakenAt(test, takenOn, now);
  await update(db, test, { sample_ph: ph, sample_taken_at: takenAt }, now);
}

export async function setProviderRelease(db: Kysely<Database>, test: TestRow, release: boolean, now: Date): Promise<void> {
  await update(db, test, { provider_release: release }, now);
}

/**
 * The symptoms the submitted health history reports ([] before submission: answers are a draft until
 * then; "None of these" is no symptom).
 */
export function reportedSymptoms(test: Pick<TestRow, 'health_history_answers' | 'health_history_submitted_at'>): Symptom[] {
  if (!test.health_history_answers || !test.health_history_submitted_at) return [];
  const answers = JSON.parse(test.health_history_answers) as HealthHistoryAnswers;
  return Array.isArray(answers.symptoms) ? answers.symptoms.filter((symptom) => symptom !== 'none') : [];
}
