// A real HTTP server that answers the API calls of a component test. The test file points jsdom at
// the server's port (`@jest-environment-options {"url": "http://localhost:471xx/"}`), so the app's
// relative `/api/...` requests go through the real API client, over real HTTP, to the same origin.
// One port per test file, in 47100-47199 by package: results 4710x, care 4711x, shop 4712x,
// auth 4713x, provider 4714x, shell 4715x.
const http = require('node:http');

const NOT_STUBBED = 501;

function parseBody(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Starts the server on `port` (default: the jsdom page's port). `routes` maps 'METHOD /path' (the
 * path without its query) to `{status, body}` or to `(request, body) => {status, body}`.
 */
async function startApiStub(routes = {}, { port = Number(window.location.port) } = {}) {
  if (!port) {
    throw new Error('startApiStub: give the page a port: @jest-environment-options {"url": "http://localhost:471xx/"}');
  }
  let table = { ...routes };
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const path = req.url.split('?')[0];
      const request = {
        method: req.method,
        url: req.url,
        path,
        authorization: req.headers.authorization ?? null,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const route = table[`${req.method} ${path}`];
      const answer =
        typeof route === 'function'
          ? await route(request, request.body)
          : (route ?? { status: NOT_STUBBED, body: { detail: `Not stubbed: ${req.method} ${path}` } });
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body ?? null));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    requests,
    /** The recorded requests to 'METHOD /path'. */
    requestsTo(key) {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
    /** Adds or replaces answers. */
    answer(more) {
      table = { ...table, ...more };
    },
    /** Forgets every answer and recorded request. */
    reset(next = {}) {
      table = { ...next };
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One stub server for the test file (started before the first test, closed after the last);
 * answers and recorded requests are forgotten after each test. Set answers in each test with `answer`.
 */
function useApiStub(routes = {}) {
  let stub = null;
  beforeAll(async () => {
    stub = await startApiStub(routes);
  });
  afterEach(() => stub.reset(routes));
  afterAll(() => stub.close());
  const current = () => {
    if (!stub) throw new Error('useApiStub(): the server starts in beforeAll; use it inside a test');
    return stub;
  };
  return {
    get requests() {
      return current().requests;
    },
    requestsTo: (key) => current().requestsTo(key),
    answer: (more) => current().answer(more),
  };
}

module.exports = { startApiStub, useApiStub, NOT_STUBBED };
