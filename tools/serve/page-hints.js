// Hints for the remote that owns a page (issue 30: My Tests' LCP). The shell learns which remote a
// path needs only after its own scripts ran: then it fetches the remote's manifest, then the entry and
// `./app` code the manifest names. The static server knows the registry, so each page it serves
// names those files at once (`<link rel="preload">`), and the browser fetches them beside the shell's
// own. The shell still decides what runs: a visitor its guards send elsewhere has fetched a few KiB
// she does not run.
//
// The server reads each remote's manifest from the remote's origin (as the browser does), keeps it
// for MAX_AGE_MS and serves the kept one while it reads it again, so a page never waits on a remote;
// until a manifest has been read, a page has no hints for it. A remote with a canary gets none: its
// users are split between two builds (the browser's choice, lib/remote-versions.ts).
const MAX_AGE_MS = 2000;
const FIRST_READ_WAIT_MS = 100;
const READ_TIMEOUT_MS = 2000;

/** Public paths work with or without a trailing slash: matched on the slashed form, as the shell does. */
const withTrailingSlash = (pathname) => (pathname.endsWith('/') ? pathname : `${pathname}/`);
const isPrefix = (route) => route.path.endsWith('*');
const matches = (route, path) => (isPrefix(route) ? path.startsWith(route.path.slice(0, -1)) : path === route.path);

/**
 * The registry's remote whose route claims `pathname` (most specific route first, as the shell's
 * route table), or null.
 */
function remoteForPath(registry, pathname) {
  const path = withTrailingSlash(pathname);
  const routes = (Array.isArray(registry?.remotes) ? registry.remotes : []).flatMap((remote) =>
    Array.isArray(remote?.routes) ? remote.routes.filter((route) => typeof route?.path === 'string').map((route) => ({ route, remote })) : [],
  );
  routes.sort((a, b) => (isPrefix(a.route) !== isPrefix(b.route) ? (isPrefix(a.route) ? 1 : -1) : b.route.path.length - a.route.path.length));
  return routes.find(({ route }) => matches(route, path))?.remote ?? null;
}

/** The files a manifest names for `./app`: its entry and the module's own scripts, as absolute URLs. */
function appFiles(manifestUrl, manifest) {
  const base = new URL('.', manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const app = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === './app') : null;
  if (!entry?.name || !app) return [];
  const at = (file) => new URL(file, base).href;
  const sync = Array.isArray(app.assets?.js?.sync) ? app.assets.js.sync.filter((f) => typeof f === 'string') : [];
  return [at(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`), ...sync.map(at)];
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A cache of remotes' manifests; `hintsFor(registry, pathname)` resolves to the `<link>` tags for the
 * page's remote ('' when none or not read yet).
 * @param {{ fetch?: typeof fetch, now?: () => number }} [options]
 */
function createPageHints({ fetch: fetchManifest = fetch, now = Date.now } = {}) {
  const kept = new Map(); // manifest URL -> { at, files, reading }

  function read(url) {
    const record = kept.get(url) ?? { at: 0, files: null, reading: null };
    kept.set(url, record);
    record.reading ??= fetchManifest(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((manifest) => {
        record.files = appFiles(url, manifest);
        record.at = now();
      })
      // An unreachable or broken manifest: no hints (the shell shows the remote's error page itself).
      .catch(() => {
        record.files = null;
        record.at = now();
      })
      .finally(() => {
        record.reading = null;
      });
    return record.reading;
  }

  async function hintsFor(registry, pathname) {
    const remote = remoteForPath(registry, pathname);
    if (!remote || typeof remote.manifest !== 'string' || remote.canary) return '';
    let manifestUrl;
    try {
      manifestUrl = new URL(remote.manifest).href;
    } catch {
      return '';
    }
    const record = kept.get(manifestUrl);
    if (!record) await Promise.race([read(manifestUrl), new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS).unref())]);
    else if (now() - record.at > MAX_AGE_MS) void read(manifestUrl);
    const files = kept.get(manifestUrl)?.files;
    if (!files?.length) return '';
    return [
      // The federation runtime reads the manifest with fetch() (CORS, no credentials to another origin).
      `<link rel="preload" as="fetch" href="${escapeAttribute(manifestUrl)}" crossorigin>`,
      ...files.map((file) => `<link rel="preload" as="script" href="${escapeAttribute(file)}">`),
    ].join('');
  }

  return { hintsFor };
}

/** The page with `hints` at the end of its head. */
function withHints(html, hints) {
  return hints ? html.replace(/<\/head>/i, `${hints}</head>`) : html;
}

module.exports = { createPageHints, withHints };
