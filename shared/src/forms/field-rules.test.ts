import { safeParse } from 'valibot';
import { PASSWORD_MESSAGES } from '../domain/password-rules';
import { newPassword } from './field-rules';

test.each([
  ['too short', 'short1', PASSWORD_MESSAGES.tooShort],
  ['only numbers', '1234567890', PASSWORD_MESSAGES.onlyNumbers],
  ['fine', 'a-good-passphrase', null],
])('a new password that is %s', (_, value, message) => {
  const result = safeParse(newPassword(), value);
  expect(result.success ? null : result.issues[0].message).toBe(message);
});
