// The health history of a test (issue 13, SPEC §2.8): answered page by page, then submitted.
// - The questionnaire version is fixed on the test at its first read (or first save): a later
//   version never changes a history in progress. Submitted tests read before versions existed use v1.
// - Saving (PATCH) merges a partial map of answers: each is checked against its question (type,
//   choice ids, number range, dates real and not in the future); null or blank clears an answer.
//   Any bad answer is 400 {detail, field: question id} and nothing is written. Needs consent; 409
//   once submitted (the history is then read-only).
// - Submitting merges the body's answers the same way, refuses an incomplete history (the required
//   questions shown for her answers) naming what is missing, keeps only the answers of questions
//   shown, and sets eligible_for_ungated_rx from the symptoms reported. Needs the sample; once only.
import { addDaysToDay, isRealDay, missingQuestions, utcDayOf } from '@flora/shared/domain';
import type { Kysely } from 'kysely';
import { badRequest, conflict } from '../../common/http-errors';
import { characterCount } from '../../schemas/common';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { type Symptom, type TestRow, ungatedTreatmentsFor } from '../tests';
import type { HealthHistoryView, HistoryPatch, Question, Questionnaire, RawAnswers } from './health-history-schemas';
import {
  type Answer,
  type Answers,
  questionsOf,
  resumablePages,
  shownAnswers,
} from './questionnaire';
import { QUESTIONNAIRE_V1 } from './questionnaire-v1';

export const QUESTIONNAIRES: Readonly<Record<number, Questionnaire>> = { 1: QUESTIONNAIRE_V1 };
export const CURRENT_VERSION = 1;

export const TEXT_MAX_LENGTH = 2000;

const questionnaireOf = (test: TestRow): Questionnaire =>
  QUESTIONNAIRES[test.questionnaire_version ?? CURRENT_VERSION] ?? QUESTIONNAIRES[CURRENT_VERSION]!;

function storedAnswers(test: TestRow): Answers {
  if (!test.health_history_answers) return {};
  const parsed = JSON.parse(test.health_history_answers) as unknown;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : {};
}

const symptomsOf = (answers: Answers): Symptom[] => (Array.isArray(answers.symptoms) ? (answers.symptoms as Symptom[]) : []);

export function presentHistory(test: TestRow): HealthHistoryView {
  const questionnaire = questionnaireOf(test);
  const answers = storedAnswers(test);
  const submitted = test.health_history_submitted_at;
  return {
    hash: test.hash,
    questionnaire,
    answers,
    last_page: test.health_history_last_page,
    updated_at: test.health_history_updated_at,
    submitted_at: submitted,
    missing: submitted ? [] : missingQuestions(questionsOf(questionnaire), answers).map((q) => q.id),
    ungated_rx_treatments: ungatedTreatmentsFor(symptomsOf(answers)),
  };
}

/** The test's history; fixes the questionnaire version on an unsubmitted test at its first read. */
export async function readHistory(db: Kysely<Database>, test: TestRow): Promise<HealthHistoryView> {
  if (test.questionnaire_version === null && !test.health_history_submitted_at) {
    await db
      .updateTable('user_tests')
      .set({ questionnaire_version: CURRENT_VERSION })
      .where('id', '=', test.id)
      .where('questionnaire_version', 'is', null)
      .execute();
    return presentHistory({ ...test, questionnaire_version: CURRENT_VERSION });
  }
  return presentHistory(test);
}


/** The answer as stored, or null to clear it; a bad answer throws 400 naming the question. */
export function checkAnswer(question: Question, value: unknown, now: Date): Answer | null {
  const refuse = (why: string) => badRequest(`${question.summary}: ${why}`, question.id);
  if (value === null) return null;
  switch (question.type) {
    case 'yes_no':
      if (typeof value !== 'boolean') throw refuse('answer yes or no.');
      return value;
    case 'single_choice': {
      if (typeof value !== 'string' || !question.choices?.some((c) => c.id === value)) throw refuse('choose one of the options.');
      return value;
    }
    case 'multiple_choice': {
      const ids = new Set(question.choices?.map((c) => c.id));
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !ids.has(v))) throw refuse('choose from the options.');
      const picked = [...new Set(value as string[])];
      if (picked.length === 0) return null;
      const exclusive = question.choices?.find((c) => c.exclusive && picked.includes(c.id));
      if (exclusive && picked.length > 1) throw refuse(`"${exclusive.label}" cannot be combined with other answers.`);
      return picked;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isInteger(value)) throw refuse('enter a whole number.');
      if ((question.min !== null && value < question.min) || (question.max !== null && value > question.max)) {
        throw refuse(`enter a number from ${question.min} to ${question.max}.`);
      }
      return value;
    }
    case 'date': {
      if (typeof value !== 'string' || !isRealDay(value)) throw refuse('enter a real date (YYYY-MM-DD).');
      const today = utcDayOf(now);
      if (value > today) throw refuse('the date cannot be in the future.');
      if (question.max_days_ago !== null && value < addDaysToDay(today, -question.max_days_ago)) {
        throw refuse(`enter a date within the last ${question.max_days_ago} days.`);
      }
      return value;
    }
    case 'text': {
      if (typeof value !== 'string') throw refuse('enter text.');
      const text = value.trim();
      if (characterCount(text) > TEXT_MAX_LENGTH) throw refuse(`keep it under ${TEXT_MAX_LENGTH} characters.`);
      return text === '' ? null : text;
    }
  }
}

/** The stored answers with these merged in (each checked first; nothing is changed on a bad one). */
function mergeAnswers(questionnaire: Questionnaire, current: Answers, given: RawAnswers, now: Date): Answers {
  const byId = new Map(questionsOf(questionnaire).map((q) => [q.id, q]));
  const merged: Answers = { ...current };
  for (const [id, value] of Object.entries(given)) {
    const question = byId.get(id);
    if (!question) throw badRequest(`Unknown question: ${id}.`, id);
    const answer = checkAnswer(question, value, now);
    if (answer === null) delete merged[id];
    else merged[id] = answer;
  }
  return merged;
}

const NOT_EDITABLE = 'This health history was submitted and can no longer be changed.';

/** Saves answers and/or the page to resume on; true when something changed (a repeat writes nothing). */
export async function saveHistory(db: Kysely<Database>, test: TestRow, patch: HistoryPatch, now: Date): Promise<boolean> {
  if (test.health_history_submitted_at) throw conflict(NOT_EDITABLE);
  if (!test.consented_at) throw conflict('Give your consent (POST .../consent/) before answering the health history.');
  const questionnaire = questionnaireOf(test);
  const current = storedAnswers(test);
  const answers = mergeAnswers(questionnaire, current, patch.answers ?? {}, now);
  if (patch.page !== undefined && !resumablePages(questionnaire).includes(patch.page)) throw badRequest(`Unknown page: ${patch.page}.`, 'page');
  const page = patch.page ?? test.health_history_last_page;
  const answersJson = JSON.stringify(answers);
  const unchanged =
    answersJson === JSON.stringify(current) && page === test.health_history_last_page && test.questionnaire_version === questionnaire.version;
  if (unchanged) return false;
  const result = await db
    .updateTable('user_tests')
    .set({
      health_history_answers: answersJson,
      health_history_last_page: page,
      questionnaire_version: questionnaire.version,
      health_history_updated_at: answersJson === JSON.stringify(current) ? test.health_history_updated_at : now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', test.id)
    .where('health_history_submitted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(NOT_EDITABLE);
  return true;
}

export type SubmitOutcome = { submitted: true } | { missing: Question[] };

/** "Please answer: Last period start date, Contraception." */
export const missingDetail = (missing: Question[]) => `Please answer: ${missing.map((q) => q.summary).join(', ')}.`;

export async function submitHistory(db: Kysely<Database>, test: TestRow, given: RawAnswers, now: Date): Promise<SubmitOutcome> {
  if (!test.sample_taken_at) throw conflict('Record the sample (POST .../sample/) before submitting the health history.');
  if (test.health_history_submitted_at) throw conflict('The health history of this test was already submitted.');
  const questionnaire = questionnaireOf(test);
  const merged = mergeAnswers(questionnaire, storedAnswers(test), given, now);
  const missing = missingQuestions(questionsOf(questionnaire), merged);
  if (missing.length) return { missing };
  const answers = shownAnswers(questionnaire, merged);
  const ungated = ungatedTreatmentsFor(symptomsOf(answers)).length > 0;
  const result = await db
    .updateTable('user_tests')
    .set({
      health_history_answers: JSON.stringify(answers),
      health_history_submitted_at: now.toISOString(),
      health_history_updated_at: now.toISOString(),
      health_history_last_page: 'review',
      questionnaire_version: questionnaire.version,
      eligible_for_ungated_rx: ungated,
      eligible_for_any_care: ungated || bool(test.eligible_for_care) || bool(test.eligible_for_a_la_care),
      updated_at: now.toISOString(),
    })
    .where('id', '=', test.id)
    .where('health_history_submitted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('The health history of this test was already submitted.');
  return { submitted: true };
}
