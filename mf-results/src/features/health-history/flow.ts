// The health history as pages (issue 13): each section's educational moment and question pages,
// then the sample criteria, the sample, the provider release and the review. Answers are kept as
// the fields show them (a date as MM/DD/YYYY, a number as typed) and turned into the API's answers
// here; a question shows only when its condition holds for the answers given so far.
import { formatDisplayDate, inputDateToIso, isQuestionShown, parseInputDate } from '@flora/shared/domain';
import type { ApiResponse } from '@flora/shared/data';

export type HealthHistory = ApiResponse<'/api/v1/user-tests/{hash}/health-history/'>;
export type Questionnaire = HealthHistory['questionnaire'];
export type Section = Questionnaire['sections'][number];
export type QuestionPage = Section['pages'][number];
export type Question = QuestionPage['questions'][number];
export type Answer = HealthHistory['answers'][string];
export type Answers = Record<string, Answer>;

/** An answer as its field holds it: choices and yes/no ('yes' | 'no') as ids, typed text as typed. */
export type FieldValue = string | string[];
export type FieldValues = Record<string, FieldValue>;

export const FLOW_STEPS = {
  criteria: 'sample-criteria',
  sample: 'sample-taken',
  release: 'provider-release',
  review: 'review',
} as const;
export const DONE_PAGE = 'done';

export type FlowPage =
  | { id: string; kind: 'education'; section: number; education: NonNullable<Section['education']> }
  | { id: string; kind: 'questions'; section: number; page: QuestionPage }
  | { id: string; kind: 'sample-criteria' | 'sample-taken' | 'provider-release' | 'review'; section: number };

/** The stepper's steps: the questionnaire's sections, then the sample, then the review. */
export const stepNames = (q: Questionnaire): string[] => [...q.sections.map((s) => s.title), 'Your sample', 'Review'];

/** Every page in order (question pages whose questions are all hidden are left out). */
export function flowPages(q: Questionnaire, answers: Answers): FlowPage[] {
  const pages: FlowPage[] = [];
  q.sections.forEach((section, index) => {
    if (section.education) pages.push({ id: section.education.page_id, kind: 'education', section: index, education: section.education });
    for (const page of section.pages) {
      if (page.questions.some((question) => isQuestionShown(question, answers))) pages.push({ id: page.id, kind: 'questions', section: index, page });
    }
  });
  const sample = q.sections.length;
  pages.push({ id: FLOW_STEPS.criteria, kind: 'sample-criteria', section: sample });
  pages.push({ id: FLOW_STEPS.sample, kind: 'sample-taken', section: sample });
  pages.push({ id: FLOW_STEPS.release, kind: 'provider-release', section: sample });
  pages.push({ id: FLOW_STEPS.review, kind: 'review', section: sample + 1 });
  return pages;
}

const today = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

/** The field's value as the API's answer: `{answer}` (null: no answer) or `{error}` to show beside it. */
export function toAnswer(question: Question, value: FieldValue | undefined): { answer: Answer | null } | { error: string } {
  if (value === undefined) return { answer: null };
  if (Array.isArray(value)) return { answer: value.length ? value : null };
  const text = value.trim();
  if (text === '') return { answer: null };
  switch (question.type) {
    case 'yes_no':
      return { answer: text === 'yes' };
    case 'number': {
      const n = Number(text);
      const range = `a whole number from ${question.min} to ${question.max}`;
      if (!/^\d+$/.test(text) || !Number.isInteger(n)) return { error: `Enter ${range}.` };
      if ((question.min !== null && n < question.min) || (question.max !== null && n > question.max)) return { error: `Enter ${range}.` };
      return { answer: n };
    }
    case 'date': {
      const date = parseInputDate(text);
      if (!date) return { error: 'Enter a real date as MM/DD/YYYY, for example 03/05/2026.' };
      if (date > today()) return { error: 'The date cannot be in the future.' };
      if (question.max_days_ago !== null && date.getTime() < today().getTime() - question.max_days_ago * 86_400_000) {
        return { error: `Enter a date within the last ${question.max_days_ago} days.` };
      }
      return { answer: inputDateToIso(text)! };
    }
    default:
      return { answer: text };
  }
}

/** The API's answer as its field shows it. */
export function toFieldValue(question: Question, answer: Answer): FieldValue {
  if (Array.isArray(answer)) return answer;
  if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
  if (question.type === 'date' && typeof answer === 'string') {
    const [y, m, d] = answer.split('-');
    return `${m}/${d}/${y}`;
  }
  return String(answer);
}

export function questionsOf(q: Questionnaire): Question[] {
  return q.sections.flatMap((s) => s.pages.flatMap((p) => p.questions));
}

export function fieldValuesOf(q: Questionnaire, answers: Answers): FieldValues {
  const values: FieldValues = {};
  for (const question of questionsOf(q)) {
    const answer = answers[question.id];
    if (answer !== undefined) values[question.id] = toFieldValue(question, answer);
  }
  return values;
}

/** The answers the fields hold now (a field not yet valid counts as unanswered). */
export function answersOf(q: Questionnaire, values: FieldValues): Answers {
  const answers: Answers = {};
  for (const question of questionsOf(q)) {
    const result = toAnswer(question, values[question.id]);
    if ('answer' in result && result.answer !== null) answers[question.id] = result.answer;
  }
  return answers;
}

export const REQUIRED_MESSAGE = 'Please answer this question.';

/** What stops her leaving a page: each shown question's error (required, or a value not valid yet). */
export function pageErrors(page: QuestionPage, values: FieldValues, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of page.questions) {
    if (!isQuestionShown(question, answers)) continue;
    const result = toAnswer(question, values[question.id]);
    if ('error' in result) errors[question.id] = result.error;
    else if (result.answer === null && question.required) errors[question.id] = REQUIRED_MESSAGE;
  }
  return errors;
}

/** The page a question is on. */
export function pageOfQuestion(q: Questionnaire, questionId: string): string | null {
  for (const section of q.sections) for (const page of section.pages) if (page.questions.some((x) => x.id === questionId)) return page.id;
  return null;
}

/** An answer in words for the review: choice labels, Yes/No, a date as 'MMM d, yyyy', a number with its unit. */
export function answerText(question: Question, answer: Answer | undefined): string {
  if (answer === undefined) return 'Not answered';
  const label = (id: string) => question.choices?.find((c) => c.id === id)?.label ?? id;
  if (Array.isArray(answer)) return answer.map(label).join(', ');
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (question.type === 'single_choice' && typeof answer === 'string') return label(answer);
  if (question.type === 'date' && typeof answer === 'string') return formatDisplayDate(`${answer}T12:00:00`);
  if (question.type === 'number') return question.unit ? `${answer} ${question.unit}` : String(answer);
  return String(answer);
}
