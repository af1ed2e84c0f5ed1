// The health-history questionnaire: its shape and the rules every version shares. A version is a
// module of content (questionnaire-v1.ts); a test keeps the version it first read, so a later
// version never changes a history in progress. Page ids are the front end's URL segments. Which
// questions show and which must be answered are @flora/shared's rules, as My Results applies them.
import { isQuestionShown } from '@flora/shared/domain';
import type { HealthHistoryView, Question, Questionnaire } from './health-history-schemas';

export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The steps after the questions, in order: the front end's pages, saved as the page to resume on. */
export const FLOW_PAGES = ['sample-criteria', 'sample-taken', 'provider-release', 'review'] as const;

export type Answers = HealthHistoryView['answers'];
export type Answer = Answers[string];

export const questionsOf = (q: Questionnaire): Question[] => q.sections.flatMap((s) => s.pages.flatMap((p) => p.questions));

/** Every page id she may resume on: education moments, question pages, then the flow steps. */
export function resumablePages(q: Questionnaire): string[] {
  return [...q.sections.flatMap((s) => [...(s.education ? [s.education.page_id] : []), ...s.pages.map((p) => p.id)]), ...FLOW_PAGES];
}

/** The answers of the questions shown (answers a later change hid are not submitted). */
export function shownAnswers(q: Questionnaire, answers: Answers): Answers {
  const out: Answers = {};
  for (const question of questionsOf(q)) {
    if (answers[question.id] !== undefined && isQuestionShown(question, answers)) out[question.id] = answers[question.id]!;
  }
  return out;
}

/** The question builder content modules use: only what differs from the defaults. */
export const question = (q: Pick<Question, 'id' | 'type' | 'label'> & Partial<Question>): Question => ({
  summary: q.label,
  help: null,
  required: true,
  choices: null,
  min: null,
  max: null,
  unit: null,
  max_days_ago: null,
  show_when: null,
  ...q,
});
