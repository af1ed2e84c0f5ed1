// A small production static server for one built app (the shell or a remote): the remotes are
// plain static files for any CDN; this serves them locally with the same caching rules.
// - content-hashed chunks are immutable (a deploy keeps the previous builds' for a while:
//   tools/webpack/keep-previous-builds.js); entries, manifests, index.html and /remotes.json are
//   revalidated every time (no-cache + ETag), so a deployed remote is picked up at once;
// - gzip for text assets; CORS so the shell can read a remote's manifest from another origin;
// - /api/* is proxied to the API, so every app talks to the API on its own origin;
// - a path with a prerendered page (<path>/index.html, the shell's login pages) serves it; any other
//   path without a file extension serves index.html (client-side routes);
// - security headers (tools/serve/security-headers.js): every page gets a Content-Security-Policy
//   computed per response from the registry, with a fresh style nonce that is also written into
//   the page; every response gets nosniff and the referrer policy (HSTS when over HTTPS).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const crypto = require('node:crypto');
const { commonHeaders, createNonce, inlineScriptHashes, pageHeaders, withNonceMeta } = require('./security-headers');
const { createPageHints, withHints } = require('./page-hints');
const { HASHED_CHUNK } = require('../webpack/keep-previous-builds');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * @param {object} options
 * @param {string} options.root      the built app (its dist/)
 * @param {number} options.apiPort   where /api/* is proxied
 * @param {() => { body: string, registry: unknown }} [options.registry] the shell's registry, read
 *   anew per request (tools/serve/registry-file.js): `body` is served as /remotes.json, `registry`
 *   is the source of the page's CSP; a remote (standalone harness) has none
 */
function createStaticServer({ root, apiPort, registry }) {
  const cache = new Map(); // path -> { body, gzip, etag, type }
  // The shell's pages name the files of the remote that owns them (tools/serve/page-hints.js).
  const pageHints = registry ? createPageHints() : null;

  function load(file) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let entry = cache.get(file);
    if (!entry || entry.key !== key) {
      const body = fs.readFileSync(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      entry = {
        key,
        body,
        type,
        gzip: /^(text|application\/json|image\/svg)/.test(type) ? zlib.gzipSync(body) : null,
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
        // A page's CSP allows its own inline scripts (the shell's early script) by their hash.
        scriptHashes: type === TYPES['.html'] ? inlineScriptHashes(body.toString('utf8')) : [],
      };
      cache.set(file, entry);
    }
    return entry;
  }

  const acceptsGzip = (req) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

  function send(req, res, entry, cacheControl) {
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', entry.etag);
    // Remote entries, chunks and manifests are loaded by the shell from another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) return void res.writeHead(304).end();
    const gzip = entry.gzip && acceptsGzip(req);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? entry.gzip : entry.body;
    res.setHeader('Content-Length', body.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  }

  // A page differs in every response (its nonce), so it has no ETag: a 304 would pair the cached
  // page (old nonce) with this response's policy (new nonce) and block every style.
  async function sendPage(req, res, entry, pathname) {
    const nonce = createNonce();
    const current = registry ? registry().registry ?? {} : undefined;
    const hints = current && pageHints ? await pageHints.hintsFor(current, pathname) : '';
    for (const [name, value] of Object.entries(pageHeaders(req, { nonce, registry: current, scriptHashes: entry.scriptHashes }))) res.setHeader(name, value);
    const html = Buffer.from(withHints(withNonceMeta(entry.body.toString('utf8'), nonce), hints));
    if (res.destroyed) return;
    const gzip = acceptsGzip(req);
    const body = gzip ? zlib.gzipSync(html) : html;
    res.setHeader('Content-Type', TYPES['.html']);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  }

  function proxy(req, res) {
    const upstream = http.request(
      { host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The Flora API is not reachable. Please try again in a moment.' }));
    });
    req.pipe(upstream);
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = (entry) =>
      sendPage(req, res, entry, url.pathname).catch((error) => {
        console.error('[flora] page not served', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
      });
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    for (const [name, value] of Object.entries(commonHeaders(req))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    if (registry && url.pathname === '/remotes.json') {
      const body = Buffer.from(registry().body);
      return send(req, res, { body, gzip: null, type: TYPES['.json'], etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` }, 'no-cache');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request'); // e.g. /%E0%A4%A
    }
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    // Build bookkeeping (dist/.retired-chunks.json) is not the app's.
    if (/[/\\]\./.test(file.slice(root.length))) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const entry = load(file);
    if (entry && entry.type === TYPES['.html']) return page(entry);
    if (entry) return send(req, res, entry, HASHED_CHUNK.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (path.extname(url.pathname)) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    // A page prerendered at build time (dist/login/index.html for /login/ and /login), else the app's page.
    const prerendered = load(path.join(file, 'index.html'));
    if (prerendered) return page(prerendered);
    const index = load(path.join(root, 'index.html'));
    return index ? page(index) : void res.writeHead(404).end('Not built');
  });
}

module.exports = { createStaticServer };
