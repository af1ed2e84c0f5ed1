/**
 * The API client against a real HTTP server on loopback (SPEC §4 Token handling, §8 request cap).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendEarlyGets } from '../basics/early-gets';
import { STORAGE_KEYS } from '../basics/stored-session';
import { createApiClient, type ApiClientHooks } from './api-client';
import { errorMessage } from './error-message';
import type { Tokens } from '../session/token-store';

interface Server {
  url: string;
  refreshCalls: number;
  /** When false, /api/token/refresh/ answers 401. */
  refreshWorks: boolean;
  requests: string[];
  /** The X-Request-Id of each request, in order (undefined: none sent). */
  requestIds: (string | undefined)[];
  close(): Promise<void>;
}

/** An access token as the API issues them (a JWT) that expires `inSeconds` from now. */
const jwt = (inSeconds: number, sub = 'pat') =>
  ['e30', btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + inSeconds })).replace(/=+$/, ''), 'sig'].join('.');
/** A live token the server takes, and one it refuses (another key signed it, say). */
const LIVE = jwt(3600);
const REFUSED = jwt(3600, 'mallory');

async function startServer(): Promise<Server> {
  const state = { refreshCalls: 0, refreshWorks: true, requests: [] as string[], requestIds: [] as (string | undefined)[] };
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    state.requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
    state.requestIds.push(req.headers['x-request-id'] as string | undefined);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/token/refresh/') {
      state.refreshCalls += 1;
      // Answer slowly so that every queued request arrives while the refresh is in flight.
      return void setTimeout(
        () => (state.refreshWorks ? json(200, { access: 'new-access', refresh: 'new-refresh' }) : json(401, { detail: 'Token is invalid or expired' })),
        50,
      );
    }
    // An API that does not answer.
    if (req.url === '/api/v1/silent/') return;
    if (req.headers.authorization === 'Bearer new-access' || req.headers.authorization === `Bearer ${LIVE}`) return json(200, { ok: true, url: req.url });
    return json(401, { detail: 'Given token not valid for any token type' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

function memoryHooks(initial: Partial<Tokens>) {
  let tokens = { ...initial };
  const calls = { authLost: 0, capExceeded: 0, refreshed: 0 };
  const hooks: ApiClientHooks = {
    readTokens: () => tokens,
    onTokenRefreshed: (next) => {
      calls.refreshed += 1;
      tokens = { ...tokens, ...next };
    },
    onAuthLost: () => {
      calls.authLost += 1;
      tokens = {};
    },
    onRequestCapExceeded: () => {
      calls.capExceeded += 1;
    },
    impersonation: () => null,
  };
  return { hooks, calls, tokens: () => tokens };
}

let server: Server;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

describe('early GETs (sent by the shell before the page\'s code ran: basics/early-gets.ts)', () => {
  const PATH = '/api/v1/user-config/';
  const sentToServer = () => server.requests.filter((request) => request.startsWith(`GET ${PATH} `));
  /** The shell's early GET of PATH, with the stored access token `access`. */
  const sendEarly = (access: string, now?: number) => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, access);
    sendEarlyGets([`${server.url}${PATH}`], now);
  };
  afterEach(() => window.localStorage.clear());

  it('the first GET of that URL with the same token takes the early answer; the next GET asks the API again', async () => {
    sendEarly(LIVE);
    const { client } = createApiClient(memoryHooks({ access: LIVE, refresh: 'r1' }).hooks, server.url);
    expect((await client.get(PATH)).data).toEqual({ ok: true, url: PATH });
    expect(sentToServer()).toHaveLength(1);
    await client.get(PATH);
    expect(sentToServer()).toHaveLength(2);
  });

  it('an early answer that is no success is dropped: the client asks itself, refreshing the token as usual', async () => {
    sendEarly(REFUSED);
    const { hooks, calls } = memoryHooks({ access: REFUSED, refresh: 'r1' });
    const { client } = createApiClient(hooks, server.url);
    expect((await client.get(PATH)).data).toEqual({ ok: true, url: PATH });
    expect(sentToServer()).toEqual([`GET ${PATH} Bearer ${REFUSED}`, `GET ${PATH} Bearer ${REFUSED}`, `GET ${PATH} Bearer new-access`]);
    expect(calls.refreshed).toBe(1);
  });

  it.each([
    ['has expired', jwt(-60)],
    ['cannot be read', 'not-a-jwt'],
  ])('nothing is sent early when the stored access token %s (the client refreshes it first)', async (_name, access) => {
    sendEarly(access);
    const { client } = createApiClient(memoryHooks({ access: LIVE, refresh: 'r1' }).hooks, server.url);
    await client.get(PATH);
    expect(sentToServer()).toEqual([`GET ${PATH} Bearer ${LIVE}`]);
  });

  it('a GET waiting on an early answer still ends when its caller gives up (or at its deadline)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, LIVE);
    sendEarlyGets([`${server.url}/api/v1/silent/`]);
    const { client } = createApiClient(memoryHooks({ access: LIVE, refresh: 'r1' }).hooks, server.url);
    const caller = new AbortController();
    const request = client.get('/api/v1/silent/', { signal: caller.signal });
    caller.abort(new DOMException('left the page', 'AbortError'));
    await expect(request).rejects.toThrow('left the page');
  });

  it('an answer sent with another token (another session) or a minute ago is not taken', async () => {
    sendEarly(LIVE);
    const other = createApiClient(memoryHooks({ access: 'other-access', refresh: 'r1' }).hooks, server.url).client;
    await other.get(PATH);
    expect(sentToServer()[1]).toBe(`GET ${PATH} Bearer other-access`);

    server.requests.length = 0;
    sendEarly(LIVE, Date.now() - 60_000);
    const { client } = createApiClient(memoryHooks({ access: LIVE, refresh: 'r1' }).hooks, server.url);
    await client.get(PATH);
    expect(sentToServer()).toHaveLength(2);
  });
});

describe('refresh on 401', () => {
  it('five parallel requests with an expired token make exactly one refresh call and all five succeed', async () => {
    const { hooks, calls, tokens } = memoryHooks({ access: 'expired', refresh: 'r1' });
    const { client } = createApiClient(hooks, server.url);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.get<{ url: string }>(`/api/v1/item/${n}/`)));
    expect(results.map((r) => r.data.url)).toEqual([1, 2, 3, 4, 5].map((n) => `/api/v1/item/${n}/`));
    expect(server.refreshCalls).toBe(1);
    expect(calls.refreshed).toBe(1);
    expect(tokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
  });

  it('a failed refresh rejects every queued request and ends the session once, with no loop', async () => {
    server.refreshWorks = false;
    const { hooks, calls, tokens } = memoryHooks({ access: 'expired', refresh: 'r1' });
    const { client } = createApiClient(hooks, server.url);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => client.get(`/api/v1/item/${n}/`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(calls.authLost).toBe(1);
    expect(tokens()).toEqual({});
    // With the session gone, a later 401 does not refresh again or redirect again.
    await expect(client.get('/api/v1/other/')).rejects.toThrow();
    expect(server.refreshCalls).toBe(1);
    expect(calls.authLost).toBe(1);
  });

  it.each(['/api/token/', '/api/v1/register/', '/api/v1/provider/register', '/api/v1/provider-test/abc/'])(
    '%s is never refreshed and retried',
    async (path) => {
      const { hooks } = memoryHooks({ access: 'expired', refresh: 'r1' });
      const { client } = createApiClient(hooks, server.url);
      await expect(client.post(path, {})).rejects.toMatchObject({ response: { status: 401 } });
      expect(server.refreshCalls).toBe(0);
    },
  );

  it('sends the Bearer token from storage and __impersonate on GETs only', async () => {
    const { hooks } = memoryHooks({ access: 'new-access', refresh: 'r1' });
    hooks.impersonation = () => 'patient@flora.test';
    const { client } = createApiClient(hooks, server.url);
    await client.get('/api/v1/a/');
    await client.post('/api/v1/b/', {});
    expect(server.requests).toEqual([
      'GET /api/v1/a/?__impersonate=patient%40flora.test Bearer new-access',
      'POST /api/v1/b/ Bearer new-access',
    ]);
  });

  it('sends a fresh X-Request-Id with every request, the retry after a refresh included', async () => {
    const { hooks } = memoryHooks({ access: 'expired', refresh: 'r1' });
    const { client } = createApiClient(hooks, server.url);
    await client.get('/api/v1/a/');
    await client.post('/api/v1/b/', {});
    // GET (401), the refresh, the GET again, the POST.
    expect(server.requestIds).toHaveLength(4);
    for (const id of server.requestIds) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(server.requestIds).size).toBe(4);
  });
});

describe('request cap (SPEC §8: more than 50 requests within 10 s)', () => {
  it('lets 50 through and stops the 51st, ending the session', async () => {
    const { hooks, calls } = memoryHooks({ access: 'new-access', refresh: 'r1' });
    const { client } = createApiClient(hooks, server.url);
    for (let i = 0; i < 50; i += 1) await client.get('/api/v1/ping/');
    expect(calls.capExceeded).toBe(0);
    await expect(client.get('/api/v1/ping/')).rejects.toThrow(/Too many requests/);
    expect(calls.capExceeded).toBe(1);
    expect(server.requests).toHaveLength(50);
  });
});

describe('errorMessage (SPEC §8 generic message)', () => {
  it('uses the API detail for HTTP errors and the generic message otherwise', async () => {
    const { hooks } = memoryHooks({});
    const { client } = createApiClient(hooks, server.url);
    const httpError = await client.post('/api/token/', {}).catch((e: unknown) => e);
    expect(errorMessage(httpError)).toBe('Given token not valid for any token type');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong');
    expect(errorMessage('nope')).toBe('Something went wrong');
  });
});
