// A 429 on "send the link again" is not a failure to show as an error: the API allows 5 emails an
// hour (its OpenAPI description) and answers `429 {detail}` with a Retry-After header (seconds).
import { errorMessage, isHttpError } from '@flora/shared';

export const isRateLimited = (error: unknown): boolean => isHttpError(error) && error.response.status === 429;

/** Retry-After in whole seconds (the delta form the API sends), or null when absent or unreadable. */
function retryAfterSeconds(error: unknown): number | null {
  const seconds = Number(isHttpError(error) ? error.response.headers['retry-after'] : undefined);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** "in about 3 minutes", "in about an hour", "in a minute". */
function waitText(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/** The calm message for a 429: when to try again from Retry-After, else the API's own detail. */
export function rateLimitMessage(error: unknown): string {
  const seconds = retryAfterSeconds(error);
  if (seconds === null) return errorMessage(error);
  return `We've already sent several links in the last hour. You can ask for another one ${waitText(seconds)}; meanwhile, the links we sent still work.`;
}
