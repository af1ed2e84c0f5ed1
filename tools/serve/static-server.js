// A small production static server for one built app (the shell or a remote): the remotes are
// plain static files for any CDN; this serves them locally with the same caching rules.
// - content-hashed chunks are immutable; entries, manifests, index.html and /remotes.json are
//   revalidated every time (no-cache + ETag), so a deployed remote is picked up at once;
// - gzip for text assets; CORS so the shell can read a remote's manifest from another origin;
// - /api/* is proxied to the API, so every app talks to the API on its own origin;
// - any other path without a file extension serves index.html (client-side routes).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const crypto = require('node:crypto');

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
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

function createStaticServer({ root, apiPort, extraFiles = {} }) {
  const cache = new Map(); // path -> { body, gzip, etag, type }

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
      };
      cache.set(file, entry);
    }
    return entry;
  }

  function send(req, res, entry, cacheControl) {
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === entry.etag) return void res.writeHead(304).end();
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? entry.gzip : entry.body;
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
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    if (extraFiles[url.pathname]) {
      const body = Buffer.from(extraFiles[url.pathname]());
      return send(req, res, { body, gzip: null, type: TYPES['.json'], etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` }, 'no-cache');
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    const entry = load(file);
    if (entry) return send(req, res, entry, HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (path.extname(url.pathname)) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const index = load(path.join(root, 'index.html'));
    return index ? send(req, res, index, 'no-cache') : void res.writeHead(404).end('Not built');
  });
}

module.exports = { createStaticServer };
