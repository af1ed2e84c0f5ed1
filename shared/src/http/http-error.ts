// What the API client answers, and the error it rejects with when the API answers outside 2xx.

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

export class HttpError extends Error {
  /** The mark isHttpError reads: a plain field, so it holds across copies of this module. */
  readonly isHttpError = true;

  constructor(readonly response: HttpResponse) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true;
}
