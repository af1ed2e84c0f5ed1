// The three login screens of SPEC §2.1 and where each may send the user afterwards (§2.7).
import { isAcceptedMalePartnerReturn, paths, safeNextPath } from '@flora/shared/basics';

export type LoginVariant = 'login' | 'login-male-partner' | 'login-treatments';

interface VariantCopy {
  title: string;
  description: string;
  registerHref: string;
  registerLabel: string;
}

export const LOGIN_COPY: Record<LoginVariant, VariantCopy> = {
  login: {
    title: 'Sign in',
    description: 'Welcome back. Sign in to see your tests, results and care.',
    registerHref: paths.register(),
    registerLabel: 'Create an account',
  },
  'login-male-partner': {
    title: 'Sign in to your partner treatment',
    description: 'Sign in to continue your male partner BV treatment order.',
    registerHref: paths.registerMalePartnerEligibility(),
    registerLabel: 'Start a male partner treatment order',
  },
  'login-treatments': {
    title: 'Sign in to view your treatment',
    description: 'Sign in to see your treatment program, messages and refills.',
    registerHref: paths.treatmentsRegister(),
    registerLabel: 'Create an account',
  },
};

/** Where to go after signing in: `next` when it is a platform path (male-partner flow: only its pages), else home. */
export function destinationAfterLogin(variant: LoginVariant, next: string | null): string {
  const path = safeNextPath(next, '/');
  if (variant === 'login-male-partner' && !isAcceptedMalePartnerReturn(path)) return '/';
  return path;
}

/** Whether a shell page is one of the login screens. */
export const isLoginVariant = (page: string | undefined): page is LoginVariant => !!page && Object.hasOwn(LOGIN_COPY, page);
