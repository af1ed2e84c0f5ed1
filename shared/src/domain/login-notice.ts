// The confirmation a page leaves for the login page (SPEC §8): carried in the query
// (`/login/?notice=password-reset`) so it survives a reload; the login page shows it above the form.
import { NOTICE_MESSAGES } from './errors';

const LOGIN_NOTICES = {
  'password-reset': NOTICE_MESSAGES.passwordReset,
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The login page's URL showing `notice`. */
export const loginWithNotice = (notice: LoginNotice): string => `/login/?notice=${notice}`;

/** The message for a `notice` query value; null for none or an unknown one. */
export function loginNoticeMessage(notice: string | null): string | null {
  return notice && Object.hasOwn(LOGIN_NOTICES, notice) ? LOGIN_NOTICES[notice as LoginNotice] : null;
}
