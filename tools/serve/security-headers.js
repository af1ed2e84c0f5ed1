// Security headers of the front-end static servers (tools/serve/static-server.js).
//
// Every page (the shell's index.html and each remote's standalone harness page) gets a strict
// Content-Security-Policy computed per response:
// - scripts, manifests (connect), styles, images and fonts come only from the page's own origin and
//   the remote origins named in the registry (/remotes.json, the same data the shell loads);
//   no 'unsafe-eval', and no inline script but the page's own, each allowed by its hash (the shell's
//   early script, tools/webpack/inline-early-script.js);
// - styles: the bundles inject <style> elements (style-loader), each stamped with a per-response
//   nonce that the page carries in <meta name="csp-nonce"> (tools/webpack/style-nonce-insert.js);
// - the per-browser remote override (?override-remote=care@http://localhost:3103/…) may point at
//   loopback: loopback origins (any port) are allowed only when the page itself is served from
//   loopback (development, the e2e tests). A deployed shell allows only its own origin and the
//   registry's origins, so there an override must point at one of those;
// - forms post only to the own origin (the API is proxied under /api; the sandbox checkout is
//   reached by navigation, not by a form of this page), no plugins, no <base>, no framing.
const crypto = require('node:crypto');
const { registryOrigins } = require('./registry-file');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** What an override may point at from a loopback page (registry.ts accepts localhost and 127.0.0.1). */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** A fresh nonce for one response: 128 random bits, base64. */
function createNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/** True when the request came to us over HTTPS (directly, or through a proxy that says so). */
function isHttps(req) {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  return forwarded === 'https' || Boolean(req.socket?.encrypted);
}

/**
 * The host name the browser used for the page. A proxy in front names it in X-Forwarded-Host;
 * a proxy that rewrites Host to localhost without X-Forwarded-Host would make a deployed page
 * look like a loopback one, so such a proxy must pass Host through (or set X-Forwarded-Host).
 */
function pageHostname(req) {
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(',')[0].trim();
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

function isLoopbackPage(req) {
  return LOOPBACK_HOSTS.has(pageHostname(req));
}

/** A page's inline scripts (not data blocks such as `type=application/json`), as they are in the page. */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const isExecutable = (attributes) => !/\ssrc\s*=/i.test(attributes) && /^(|text\/javascript|module)$/i.test(SCRIPT_TYPE.exec(attributes)?.[1] ?? '');

/** The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of `html`. */
function inlineScriptHashes(html) {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => isExecutable(attributes))
    .map(([, , code]) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy of a page.
 * @param {object} options
 * @param {string} options.nonce            this response's nonce (also in the page's meta)
 * @param {string[]} [options.remoteOrigins] origins of the registry's remotes (the shell only)
 * @param {boolean} [options.allowLoopback]  also loopback origins on any port (a loopback shell page)
 * @param {string[]} [options.scriptHashes]  the page's own inline scripts (inlineScriptHashes)
 */
function contentSecurityPolicy({ nonce, remoteOrigins = [], allowLoopback = false, scriptHashes = [] }) {
  if (!/^[A-Za-z0-9+/=_-]{16,}$/.test(nonce ?? '')) throw new Error('a page needs a random nonce of at least 16 characters');
  if (!scriptHashes.every((hash) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(hash))) throw new Error('a script hash must be a CSP sha256 source');
  const code = ["'self'", ...remoteOrigins, ...(allowLoopback ? LOOPBACK_SOURCES : [])];
  const directives = [
    ["default-src", "'none'"],
    ['script-src', ...code, ...scriptHashes],
    ['style-src', ...code, `'nonce-${nonce}'`],
    ['connect-src', ...code],
    ['img-src', ...code, 'data:'],
    ['font-src', ...code],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers for every response of a static server (pages, assets, the registry). */
function commonHeaders(req) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // Only over HTTPS: on plain http (development) it would be ignored at best.
  if (isHttps(req)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Headers for one page response (index.html). `registry` is the shell's registry (remotes.json, each
 * remote with its manifest URL); a remote's standalone harness has none and loads only its own origin.
 * `scriptHashes`: the page's inline scripts (inlineScriptHashes of its file).
 */
function pageHeaders(req, { nonce, registry, scriptHashes } = {}) {
  const shell = registry !== undefined;
  return {
    ...commonHeaders(req),
    'Content-Security-Policy': contentSecurityPolicy({
      nonce,
      scriptHashes,
      remoteOrigins: shell ? registryOrigins(registry) : [],
      allowLoopback: shell && isLoopbackPage(req),
    }),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
  };
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with its nonce: first in <head>, where the bundles look it up, and on the page's own <style> elements. */
function withNonceMeta(html, nonce) {
  const meta = `<meta name="csp-nonce" content="${escapeAttribute(nonce)}" />`;
  if (!/<head[^>]*>/i.test(html)) throw new Error('index.html has no <head>');
  // A prerendered page's own <style> (the CSS its markup paints with) carries the nonce too.
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`).replace(/<style(?=[\s>])/gi, `<style nonce="${escapeAttribute(nonce)}"`);
}

module.exports = { commonHeaders, createNonce, inlineScriptHashes, pageHeaders, withNonceMeta };
