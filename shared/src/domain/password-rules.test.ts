import { isNotLikeEmail, PASSWORD_MESSAGES, passwordProblem } from './password-rules';

test.each<[string, string, string | null]>([
  ['8 letters', 'abcdefgh', null],
  ['7 letters', 'abcdefg', PASSWORD_MESSAGES.tooShort],
  ['empty', '', PASSWORD_MESSAGES.tooShort],
  ['only numbers', '1234567890', PASSWORD_MESSAGES.onlyNumbers],
  ['short and only numbers: the length first', '1234', PASSWORD_MESSAGES.tooShort],
  ['numbers and a symbol', '1234567-', null],
])('%s', (_name, value, problem) => {
  expect(passwordProblem(value)).toBe(problem);
});

test.each<[string, string, string, boolean]>([
  ['the whole email', 'Ada@Flora.test', 'ada@flora.test', false],
  ['the name before the @', 'ADA-LOVELACE', 'ada-lovelace@flora.test', false],
  ['another password', 'analytical-engine', 'ada@flora.test', true],
  ['no email typed yet', 'anything-at-all', '', true],
])('a password like %s: %p', (_name, password, email, fine) => {
  expect(isNotLikeEmail(password, email)).toBe(fine);
});
