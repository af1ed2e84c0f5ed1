// The health-history questionnaire's rules that both the API (what submit accepts) and My Results'
// pages (what they show) apply: a question shows only when its condition holds for the answers given
// so far, and the required questions shown must be answered.

export type QuestionnaireAnswer = string | number | boolean | readonly string[];
export type QuestionnaireAnswers = Readonly<Record<string, QuestionnaireAnswer>>;

/** Show the question only when the answer to `question` is (or, for a list, includes) one of `any_of`. */
export interface ShowWhen {
  question: string;
  any_of: readonly (string | boolean)[];
}

interface RuledQuestion {
  id: string;
  required: boolean;
  show_when: ShowWhen | null;
}

/** Whether a question shows for these answers: always without a condition, never while its question is unanswered. */
export function isQuestionShown(question: Pick<RuledQuestion, 'show_when'>, answers: QuestionnaireAnswers): boolean {
  const rule = question.show_when;
  if (!rule) return true;
  const answer = answers[rule.question];
  if (answer === undefined) return false;
  const matches = (a: string | number | boolean) => rule.any_of.some((allowed) => allowed === a);
  return Array.isArray(answer) ? answer.some(matches) : matches(answer as string | number | boolean);
}

/** The required questions shown for these answers that have no answer yet, in the order given. */
export const missingQuestions = <Q extends RuledQuestion>(questions: readonly Q[], answers: QuestionnaireAnswers): Q[] =>
  questions.filter((question) => question.required && isQuestionShown(question, answers) && answers[question.id] === undefined);
