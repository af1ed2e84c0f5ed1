// A real HTTP server that answers the API calls of a component test. It listens on a free port
// and the page's requests to relative paths go to it instead of jsdom's own origin (the one API
// client of @flora/shared calls `/api/...`; jsdom sends both its fetch, tools/jest/setup-dom.js,
// and its uploads through XMLHttpRequest), so the app's requests go through the real client, over
// real HTTP (cross-origin from jsdom's page, hence the CORS answers), with no port table to keep.
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

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Request-Id',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  // As the API's CORS does: a page may read when to try again after a 429.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/**
 * Starts the server on a free port and sends the API client there. `routes` maps 'METHOD /path'
 * (the path without its query) to `{status, body, headers}` or to `(request, body) => {status, body, headers}`.
 */
async function startApiStub(routes = {}) {
  let table = { ...routes };
  const requests = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end(); // the browser's preflight
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
      res.writeHead(answer.status ?? 200, { ...CORS, 'Content-Type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body ?? null));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const { open } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function openOnStub(method, url, ...rest) {
    return open.call(this, method, String(url).startsWith('/') ? origin + url : url, ...rest);
  };
  return {
    requests,
    /** The recorded requests to 'METHOD /path'. */
    requestsTo(key) {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
    /** Adds or replaces answers: a table of them, or the answer of one key. */
    answer(more, one) {
      table = typeof more === 'string' ? { ...table, [more]: one } : { ...table, ...more };
    },
    /** Forgets every answer and recorded request. */
    reset(next = {}) {
      table = { ...next };
      requests.length = 0;
    },
    close() {
      XMLHttpRequest.prototype.open = open;
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One stub server for the test file (started before the first test, closed after the last);
 * answers and recorded requests are forgotten after each test. Set answers in each test with `answer`.
 */
function setupApiStub(routes = {}) {
  let stub = null;
  beforeAll(async () => {
    stub = await startApiStub(routes);
  });
  afterEach(() => stub.reset(routes));
  afterAll(() => stub.close());
  const current = () => {
    if (!stub) throw new Error('setupApiStub(): the server starts in beforeAll; use it inside a test');
    return stub;
  };
  return {
    get requests() {
      return current().requests;
    },
    requestsTo: (key) => current().requestsTo(key),
    answer: (more, one) => current().answer(more, one),
  };
}

// An identity at run time: its type (api-stub-server.d.ts) checks a table of answers against the
// API's generated types where it is written, before it is passed to `answer`.
const stubRoutes = (routes) => routes;

module.exports = { startApiStub, setupApiStub, stubRoutes, NOT_STUBBED };
