// The API client: the only HTTP client in the front end (DESIGN §3 Session, SPEC §4 Token handling, §8).
// Adds the Bearer token; on a 401 the first request refreshes the token while the others wait for
// that same refresh and retry with the new token; enforces the request cap; passes __impersonate on GETs.
import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
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

export interface ApiClient {
  /** The axios instance every call goes through. */
  client: AxiosInstance;
  /** Refreshes the access token (one refresh at a time: concurrent callers share it); rejects on failure. */
  refreshAccessToken(): Promise<string>;
}

export function createApiClient(hooks: ApiClientHooks, baseURL = ''): ApiClient {
  const client = axios.create({ baseURL, timeout: 30_000 });
  const bare = axios.create({ baseURL, timeout: 30_000 });
  const cap = createRequestCap();
  let refreshing: Promise<string> | null = null;

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

  async function refresh(): Promise<string> {
    const { refresh: refreshToken } = hooks.readTokens();
    if (!refreshToken) throw new Error('No refresh token');
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

  return { client, refreshAccessToken };
}
