// The API client: the only HTTP client in the front end (DESIGN §3 Session, SPEC §4 Token handling, §8).
// Adds the Bearer token; on a 401 the first request refreshes the token while the others wait for
// that same refresh and retry with the new token; enforces the request cap; passes __impersonate on GETs.
// axios itself (21 KiB gzip) is fetched with the first request, not before the first page renders.
import type {
  AxiosError,
  AxiosHeaders as AxiosHeadersClass,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { createRequestCap } from './request-cap';
import type { Tokens } from '../session/token-store';

/** Calls that never trigger a refresh-and-retry (SPEC §7): the token endpoints, provider-test, provider register, register. */
const NO_REFRESH_RETRY = [/\/api\/token\//, /\/api\/v1\/provider-test\//, /\/api\/v1\/provider\/register/, /\/api\/v1\/register\//];

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

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

export const isRefreshExcluded = (url = '') => NO_REFRESH_RETRY.some((pattern) => pattern.test(url));

/** The calls of an axios instance the apps use; each waits for axios to be loaded, then makes the call. */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

export interface ApiClient {
  /** The client every call goes through. */
  client: HttpClient;
  /** Refreshes the access token (one refresh at a time: concurrent callers share it); rejects on failure. */
  refreshAccessToken(): Promise<string>;
  /** Starts the request cap's count afresh (a new session). */
  resetRequestCap(): void;
}

/**
 * `baseURL` unset: relative `/api/...` calls on the page's own origin (docs/decisions.md, "API base"), unless
 * axios' own defaults name one (component tests point them at their stub server).
 */
export function createApiClient(hooks: ApiClientHooks, baseURL?: string): ApiClient {
  const cap = createRequestCap();
  let refreshing: Promise<string> | null = null;
  let instances: Promise<{ client: AxiosInstance; bare: AxiosInstance }> | null = null;

  const ready = () =>
    (instances ??= import('axios').then(({ default: axios, AxiosHeaders }) => {
      const client = axios.create({ baseURL, timeout: 30_000 });
      const bare = axios.create({ baseURL, timeout: 30_000 });
      intercept(client, AxiosHeaders);
      return { client, bare };
    }));

  async function refresh(): Promise<string> {
    const { refresh: refreshToken } = hooks.readTokens();
    if (!refreshToken) throw new Error('No refresh token');
    const { bare } = await ready();
    const { data } = await bare.post<Partial<Tokens>>('/api/token/refresh/', { refresh: refreshToken });
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

  function intercept(client: AxiosInstance, AxiosHeaders: typeof AxiosHeadersClass): void {
    const bearer = (config: InternalAxiosRequestConfig, access: string | undefined) => {
      const headers = AxiosHeaders.from(config.headers);
      if (access) headers.set('Authorization', `Bearer ${access}`);
      else headers.delete('Authorization');
      config.headers = headers;
    };

    client.interceptors.request.use((config) => {
      if (cap.hit()) {
        cap.reset();
        hooks.onRequestCapExceeded();
        throw new Error('Too many requests in a short time; please sign in again.');
      }
      bearer(config, hooks.readTokens().access);
      const impersonate = hooks.impersonation();
      if (impersonate && (config.method ?? 'get').toLowerCase() === 'get') {
        config.params = { ...(config.params as object), __impersonate: impersonate };
      }
      return config;
    });

    client.interceptors.response.use(undefined, async (error: AxiosError) => {
      const config = error.config as RetriableConfig | undefined;
      // Without a refresh token there is no session left to renew (and none to end again).
      const refreshable = Boolean(hooks.readTokens().refresh);
      if (error.response?.status !== 401 || !config || config._retried || !refreshable || isRefreshExcluded(config.url)) {
        throw error;
      }
      config._retried = true;
      const sentWith = AxiosHeaders.from(config.headers).get('Authorization');
      const current = hooks.readTokens().access;
      // Another request refreshed the token while this one was in flight: just retry with the new one.
      const access = current && sentWith !== `Bearer ${current}` ? current : await refreshOrEndSession();
      bearer(config, access);
      return client(config);
    });
  }

  const client: HttpClient = {
    request: async (config) => (await ready()).client.request(config),
    get: async (url, config) => (await ready()).client.get(url, config),
    delete: async (url, config) => (await ready()).client.delete(url, config),
    post: async (url, data, config) => (await ready()).client.post(url, data, config),
    put: async (url, data, config) => (await ready()).client.put(url, data, config),
    patch: async (url, data, config) => (await ready()).client.patch(url, data, config),
  };

  return { client, refreshAccessToken, resetRequestCap: () => cap.reset() };
}
