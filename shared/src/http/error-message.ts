// The generic error message rule of SPEC §8.
import { isHttpError } from './http-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** 'Something went wrong' when the error is not an HTTP error; otherwise the response body's message or the error's. */
export function errorMessage(error: unknown): string {
  if (!isHttpError(error)) return GENERIC_ERROR_MESSAGE;
  const data = error.response.data;
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string') {
    return (data as { detail: string }).detail;
  }
  return error.message || GENERIC_ERROR_MESSAGE;
}

/** The field an API validation error names (`{detail, field}`), so a form can show it beside that field. */
export function errorField(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const field = (error.response.data as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : null;
}
