import { isQuestionShown, missingQuestions, type ShowWhen } from './questionnaire-rules';

const question = (id: string, required: boolean, show_when: ShowWhen | null = null) => ({ id, required, show_when });

describe('a health-history question shows', () => {
  it.each([
    ['always without a condition', null, {}, true],
    ['not while its question is unanswered', { question: 'q1', any_of: ['yes'] }, {}, false],
    ['when the answer is one of any_of', { question: 'q1', any_of: ['a', 'b'] }, { q1: 'b' }, true],
    ['not when the answer is another', { question: 'q1', any_of: ['a', 'b'] }, { q1: 'c' }, false],
    ['when a yes/no answer matches', { question: 'q1', any_of: [true] }, { q1: true }, true],
    ['not when a yes/no answer does not', { question: 'q1', any_of: [true] }, { q1: false }, false],
    ['when a list includes one of any_of', { question: 'q1', any_of: ['x'] }, { q1: ['w', 'x'] }, true],
    ['not when a list includes none', { question: 'q1', any_of: ['x'] }, { q1: ['w'] }, false],
    ['not when a number only looks like one of any_of', { question: 'q1', any_of: ['3'] }, { q1: 3 }, false],
  ] as const)('%s', (_, show_when, answers, shown) => {
    expect(isQuestionShown({ show_when }, answers)).toBe(shown);
  });
});

describe('the questions missing before submit', () => {
  const questions = [
    question('a', true),
    question('b', false),
    question('c', true, { question: 'a', any_of: ['yes'] }),
    question('d', true),
  ];

  it.each([
    [{}, ['a', 'd']],
    [{ a: 'no' }, ['d']],
    [{ a: 'yes' }, ['c', 'd']],
    [{ a: 'yes', c: 'x', d: 1 }, []],
  ])('with %p: %p', (answers, missing) => {
    expect(missingQuestions(questions, answers).map((q) => q.id)).toEqual(missing);
  });
});
