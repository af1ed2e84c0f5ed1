// The error catalogue of SPEC §5 and §8 as named messages. The generic HTTP error rule lives in
// shared/src/http (errorMessage); the consult banner messages in consult-banner.ts.

export const ERROR_MESSAGES = {
  cartCreation: 'Error creating cart',
  checkoutWithoutCart: 'Error checking out: cart does not exist',
  cartLoad: 'Error fetching cart',
  subscriptions: 'Failed to fetch subscriptions',
  portalLink: 'Failed to fetch portal link',
  stiConsultCreation: 'Unable to start STI treatment process. Please try again or contact support.',
} as const;

/** Confirmation notices of SPEC §8. */
export const NOTICE_MESSAGES = {
  emailVerified: 'Email Address Verified',
  passwordReset: 'Password reset. Please log in.',
} as const;

const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * The alert after a failed STI consult creation (SPEC §8): 'Error: ' plus the server's `detail`
 * (the API client's `response.data.detail`), else the error's message, else the fallback. Any value is accepted.
 */
export function stiConsultCreationAlert(error: unknown): string {
  const e = (error && typeof error === 'object' ? error : {}) as { message?: unknown; response?: { data?: unknown } };
  const data = e.response?.data;
  const detail = data && typeof data === 'object' ? (data as { detail?: unknown }).detail : undefined;
  return `Error: ${nonEmpty(detail) ?? nonEmpty(e.message) ?? ERROR_MESSAGES.stiConsultCreation}`;
}
