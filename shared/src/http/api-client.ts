// The API client: the only HTTP client in the front end (DESIGN §3 Session, SPEC §4 Token handling, §8).
// Adds the Bearer token; on a 401 the first request refreshes the token while the others wait for
// that same refresh and retry with the new token; enforces the request cap; passes __impersonate on GETs.
// It sends with fetch; an upload that reports its progress goes by XMLHttpRequest (xhr-transport.ts).
import { newRequestId, takeEarlyGet } from '@flora/shared/basics';
import { createRequestCap } from './request-cap';
import { HttpError, type HttpResponse } from './http-error';
import { sendByXhr, type UploadProgress } from './xhr-transport';
import type { Tokens } from '../session/token-store';

/** Calls that never trigger a refresh-and-retry (SPEC §7): the token endpoints, provider-test, provider register, register. */
const NO_REFRESH_RETRY = [/\/api\/token\//, /\/api\/v1\/provider-test\//, /\/api\/v1\/provider\/register/, /\/api\/v1\/register\//];

/** A request that has had no answer after this long fails (the user can try again). */
const TIMEOUT_MS = 30_000;

export interface ApiClientHooks {
  readTokens(): Partial<Tokens>;
  /** A refresh succeeded: store the new tokens (the token-refreshed event). */
  onTokenRefreshed(tokens: Partial<Tokens>): void;
  /** The refresh failed: clear the session and send the user to login (called once per failed refresh). */
  onAuthLost(): void;
  onRequestCapExceeded(): void;
  /** The current page's __impersonate query value, if any. */
  impersonation(): string | null;
}

export const isRefreshExcluded = (url = '') => NO_REFRESH_RETRY.some((pattern) => pattern.test(url));

export interface RequestConfig {
  /** get (the default), post, put, patch or delete. */
  method?: string;
  /** The API path, `/api/...`. */
  url: string;
  /** The query; undefined and null values are left out. */
  params?: Record<string, unknown>;
  /** The body: a FormData, Blob or string as it is, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob': a successful answer's body as a Blob (a file); otherwise its JSON (or its text when not JSON). */
  responseType?: 'json' | 'blob';
  /** Reports an upload's progress; the request then goes by XMLHttpRequest. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

type CallConfig = Omit<RequestConfig, 'method' | 'url' | 'data'>;

/** The calls the apps make; each answers `{data, status, headers}` or rejects with an HttpError. */
export interface HttpClient {
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: CallConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: CallConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
}

export interface ApiClient {
  /** The client every call goes through. */
  client: HttpClient;
  /** Refreshes the access token (one refresh at a time: concurrent callers share it); rejects on failure. */
  refreshAccessToken(): Promise<string>;
  /** Starts the request cap's count afresh (a new session). */
  resetRequestCap(): void;
}

/** `?a=1&b=2`, without the undefined and null values; '' when nothing is left. */
function queryString(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The body to send; a JSON body gets its Content-Type (a FormData's or Blob's the browser sets). */
function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams || typeof data === 'string') return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** The caller's signal, or the timeout, whichever aborts first. */
function deadline(caller: AbortSignal | undefined): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The API did not answer in time', 'TimeoutError')), TIMEOUT_MS);
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/** `answer`, or the signal's reason if it aborts first (an early GET has no deadline of its own). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The answer's body: JSON when it parses, else its text ('' when empty). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `baseURL` unset: relative `/api/...` calls on the page's own origin (docs/decisions.md, "API base");
 * in component tests jsdom sends them to the stub server (tools/jest/api-stub-server.js).
 */
export function createApiClient(hooks: ApiClientHooks, baseURL = ''): ApiClient {
  const cap = createRequestCap();
  let refreshing: Promise<string> | null = null;

  /** One HTTP exchange: rejects with an HttpError on a status outside 2xx. */
  async function send<T>(config: RequestConfig, access: string | undefined): Promise<HttpResponse<T>> {
    const headers = new Headers({ Accept: 'application/json, text/plain, */*', ...config.headers });
    if (access) headers.set('Authorization', `Bearer ${access}`);
    headers.set('X-Request-Id', newRequestId());
    const body = encodeBody(config.data, headers);
    const url = `${baseURL}${config.url}${queryString(config.params)}`;
    const { signal, clear } = deadline(config.signal);
    const init = { method: (config.method ?? 'get').toUpperCase(), headers, body, signal };
    // The page's first reads may have been sent before its code ran (basics/early-gets.ts).
    const early = init.method === 'GET' && !config.onUploadProgress && config.responseType !== 'blob' ? takeEarlyGet(url, access) : null;
    try {
      const response =
        (early && (await untilAborted(early, signal))) ??
        (config.onUploadProgress ? await sendByXhr(url, init, config.onUploadProgress) : await fetch(url, init));
      const data = response.ok && config.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
      const answer = { data: data as T, status: response.status, headers: Object.fromEntries(response.headers) };
      if (!response.ok) throw new HttpError(answer);
      return answer;
    } finally {
      clear();
    }
  }

  async function refresh(): Promise<string> {
    const { refresh: refreshToken } = hooks.readTokens();
    if (!refreshToken) throw new Error('No refresh token');
    const { data } = await send<Partial<Tokens>>({ method: 'post', url: '/api/token/refresh/', data: { refresh: refreshToken } }, undefined);
    if (!data.access) throw new Error('Refresh answered without an access token');
    hooks.onTokenRefreshed(data);
    return data.access;
  }

  function refreshAccessToken(): Promise<string> {
    return (refreshing ??= refresh().finally(() => {
      refreshing = null;
    }));
  }

  async function refreshOrEndSession(): Promise<string> {
    const wasRefreshing = refreshing !== null;
    try {
      return await refreshAccessToken();
    } catch (error) {
      // Only the request that started the refresh ends the session: one redirect, not one per request.
      if (!wasRefreshing) hooks.onAuthLost();
      throw error;
    }
  }

  /** A call of the apps: counted by the cap, with the current token; a 401 refreshes it and retries once. */
  async function call<T>(config: RequestConfig, retried = false): Promise<HttpResponse<T>> {
    if (cap.hit()) {
      cap.reset();
      hooks.onRequestCapExceeded();
      throw new Error('Too many requests in a short time; please sign in again.');
    }
    const access = hooks.readTokens().access;
    const impersonate = hooks.impersonation();
    const isGet = (config.method ?? 'get').toLowerCase() === 'get';
    const params = impersonate && isGet ? { ...config.params, __impersonate: impersonate } : config.params;
    try {
      return await send<T>({ ...config, params }, access);
    } catch (error) {
      // Without a refresh token there is no session left to renew (and none to end again).
      const refreshable = Boolean(hooks.readTokens().refresh);
      if (!(error instanceof HttpError) || error.response.status !== 401 || retried || !refreshable || isRefreshExcluded(config.url)) {
        throw error;
      }
      const current = hooks.readTokens().access;
      // Another request refreshed the token while this one was in flight: just retry with the new one.
      if (!current || current === access) await refreshOrEndSession();
      return call<T>(config, true);
    }
  }

  const client: HttpClient = {
    request: (config) => call(config),
    get: (url, config) => call({ ...config, method: 'get', url }),
    delete: (url, config) => call({ ...config, method: 'delete', url }),
    post: (url, data, config) => call({ ...config, method: 'post', url, data }),
    put: (url, data, config) => call({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => call({ ...config, method: 'patch', url, data }),
  };

  return { client, refreshAccessToken, resetRequestCap: () => cap.reset() };
}
