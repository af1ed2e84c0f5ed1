// Field schemas more than one form needs, so a rule and its message live in one place.
import { check, pipe, string } from 'valibot';
// Through the package (a singleton), never a relative path: that would bundle a second copy here.
import { isLongEnoughPassword, isNotOnlyNumbers, PASSWORD_MESSAGES } from '@flora/shared/domain';

/** A password being set (registration, reset, change): the API's rules that need no other field. */
export const newPassword = () =>
  pipe(string(), check(isLongEnoughPassword, PASSWORD_MESSAGES.tooShort), check(isNotOnlyNumbers, PASSWORD_MESSAGES.onlyNumbers));
