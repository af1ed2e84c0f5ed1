// The health-history questionnaire: its shape and the rules every version shares. A version is a
// module of content (questionnaire-v1.ts); a test keeps the version it first read, so a later
// version never changes a history in progress. Page ids are the front end's URL segments. Which
// questions show and which must be answered are @flora/shared's rules, as My Results applies them.
import { isQuestionShown, type ShowWhen } from '@flora/shared/domain';

export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface Choice {
  id: string;
  label: string;
  /** Picking it clears every other choice of a multiple-choice question (e.g. "None of these"). */
  exclusive?: boolean;
}

export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  /** A short name for lists: the review page and "Please answer: …" (the label when not given). */
  summary: string;
  help: string | null;
  required: boolean;
  choices: Choice[] | null;
  /** number: the allowed range and unit; date: how far back an answer may go (days). */
  min: number | null;
  max: number | null;
  unit: string | null;
  max_days_ago: number | null;
  show_when: ShowWhen | null;
}

export interface QuestionPage {
  id: string;
  title: string;
  questions: Question[];
}

/** A short educational moment shown before a section's first page (its own page: `about-<section id>`). */
export interface Education {
  page_id: string;
  title: string;
  paragraphs: string[];
}

export interface Section {
  id: string;
  title: string;
  education: Education | null;
  pages: QuestionPage[];
}

export interface Questionnaire {
  version: number;
  title: string;
  sections: Section[];
}

/** The steps after the questions, in order: the front end's pages, saved as the page to resume on. */
export const FLOW_PAGES = ['sample-criteria', 'sample-taken', 'provider-release', 'review'] as const;

export type Answer = string | number | boolean | string[];
export type Answers = Record<string, Answer>;

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
