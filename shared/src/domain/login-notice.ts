// The notice a page leaves for the login page (SPEC §8): carried in the query
// (`/login/?notice=password-reset`) so it survives a reload; the login page shows it above the form.
import { NOTICE_MESSAGES } from './errors';

const LOGIN_NOTICES = {
  'password-reset': { message: NOTICE_MESSAGES.passwordReset, tone: 'success' },
  // Issue 28.13: the automatic logoff says why the session ended (not a SPEC message).
  inactivity: { message: 'For your privacy we signed you out after a while without activity. Sign in to continue.', tone: 'info' },
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The login page's URL showing `notice`. */
export const loginWithNotice = (notice: LoginNotice): string => `/login/?notice=${notice}`;

/** The message (and its banner tone) for a `notice` query value; null for none or an unknown one. */
export function loginNotice(notice: string | null): (typeof LOGIN_NOTICES)[LoginNotice] | null {
  return notice && Object.hasOwn(LOGIN_NOTICES, notice) ? LOGIN_NOTICES[notice as LoginNotice] : null;
}
