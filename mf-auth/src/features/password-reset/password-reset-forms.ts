// The password reset forms' rules, checked before anything is sent; the API checks again and its
// `{detail, field}` lands beside the same field. The password rules are the registration's.
import { PASSWORD_MESSAGES } from '@flora/shared/domain';
import { email, forward, newPassword, object, partialCheck, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const resetRequestSchema = object({
  email: pipe(string(), trim(), email('Enter a valid email address.')),
});

export type ResetRequestForm = InferOutput<typeof resetRequestSchema>;

export const EMPTY_RESET_REQUEST: ResetRequestForm = { email: '' };

export const newPasswordSchema = pipe(
  object({
    password: newPassword(),
    password_again: string(),
  }),
  forward(
    partialCheck(
      [['password'], ['password_again']],
      (input) => input.password === input.password_again,
      PASSWORD_MESSAGES.mismatch,
    ),
    ['password_again'],
  ),
);

export type NewPasswordForm = InferOutput<typeof newPasswordSchema>;

export const EMPTY_NEW_PASSWORD: NewPasswordForm = { password: '', password_again: '' };
