import { isLongEnoughPassword, isNotLikeEmail, isNotOnlyNumbers } from './password-rules';

test.each<[string, string, boolean, boolean]>([
  ['8 letters', 'abcdefgh', true, true],
  ['7 letters', 'abcdefg', false, true],
  ['empty', '', false, true],
  ['only numbers', '1234567890', true, false],
  ['short and only numbers', '1234', false, false],
  ['numbers and a symbol', '1234567-', true, true],
])('%s: long enough %p, not only numbers %p', (_name, value, longEnough, notOnlyNumbers) => {
  expect([isLongEnoughPassword(value), isNotOnlyNumbers(value)]).toEqual([longEnough, notOnlyNumbers]);
});

test.each<[string, string, string, boolean]>([
  ['the whole email', 'Ada@Flora.test', 'ada@flora.test', false],
  ['the name before the @', 'ADA-LOVELACE', 'ada-lovelace@flora.test', false],
  ['another password', 'analytical-engine', 'ada@flora.test', true],
  ['no email typed yet', 'anything-at-all', '', true],
])('a password like %s: %p', (_name, password, email, fine) => {
  expect(isNotLikeEmail(password, email)).toBe(fine);
});
