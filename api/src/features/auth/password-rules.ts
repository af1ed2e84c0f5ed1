// The password rules (shown in the API reference): at least 8 characters, not entirely numeric,
// not the email address (nor its part before the @). At most 128 characters (schema).
import { badRequest } from '../../common/http-errors';

export const PASSWORD_RULES_TEXT =
  'Password rules: at least 8 characters, not entirely numeric, and not the email address (nor its part before the @); at most 128 characters.';

export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  if (password.length < 8) throw badRequest('This password is too short. It must contain at least 8 characters.', field);
  if (/^\d+$/.test(password)) throw badRequest('This password is entirely numeric.', field);
  const lowered = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  if (lowered === mail || lowered === mail.split('@')[0]) {
    throw badRequest('This password is too similar to the email address.', field);
  }
}
