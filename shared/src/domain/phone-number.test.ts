import { isPhoneNumber, isValidPhoneNumber, PHONE_NUMBER_MAX_LENGTH } from './phone-number';

test.each<[string, string, boolean]>([
  ['US with parentheses and a hyphen', '(415) 555-0100', true],
  ['international with plus and spaces', '+44 20 7946 0958', true],
  ['dots', '415.555.0100', true],
  ['digits only', '4155550100', true],
  ['spaces around it', '  415 555 0100 ', true],
  ['seven digits', '555-0100', true],
  ['six digits', '55-0100', false],
  ['letters', '415-555-CALL', false],
  ['an extension word', '415 555 0100 ext 2', false],
  ['a slash', '415/555/0100', false],
  ['only punctuation', '(((...)))+-', false],
  ['empty', '', false],
  ['too long', '1'.repeat(PHONE_NUMBER_MAX_LENGTH + 1), false],
])('%s', (_name, value, valid) => {
  expect(isValidPhoneNumber(value)).toBe(valid);
});

describe('a phone number in a text (the messaging component)', () => {
  it.each([
    ['(555) 123-4567', true],
    ['+1 555.123.4567', true],
    ['5551234567', true],
    ['555-CALL-NOW', false],
    ['call me', false],
    ['() -', false],
    ['', false],
    [null, false],
  ])('%p: %p', (text, expected) => {
    expect(isPhoneNumber(text)).toBe(expected);
  });
});
