// The four measurements, each in a fresh (cold-cache) browser context of Debian's chromium.
/* global window, document, requestAnimationFrame, MutationObserver -- the page.evaluate callbacks run in the page */
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM, ROOT } from '../lib/toolchain.mjs';
import { attribute, describe, distFileOf, gzipSize, manifestRoles } from './assets.mjs';
import { isScript, recordNetwork } from './network.mjs';
import { PORTS, REMOTES, SHELL_URL, appOfUrl } from './platform.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');

export const PASSWORD = 'flora-demo-2026';
const TIMEOUT = 30_000;

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

async function freshPage(browser, storageState) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name }).first();

/** Signs in through the login form; returns the storage state (tokens in local storage). */
export async function signIn(browser, email, landingHeading) {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(`${SHELL_URL}/login/`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await h1(page, landingHeading).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Signs in through the API (`base`: the API or an origin proxying it); resolves to { access, refresh }. */
export async function requestTokens(base, email) {
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A session as the shell stores it, for a browser that did not sign in (Lighthouse): the local
 * storage entries of a sign-in's storage state, with fresh tokens (theirs may have been rotated since).
 */
export async function storedSession(email, storageState) {
  const { access, refresh } = await requestTokens(SHELL_URL, email);
  const stored = storageState.origins.find((o) => o.origin === SHELL_URL)?.localStorage ?? [];
  const fresh = { accessToken: access, refreshToken: refresh };
  return [...stored.filter((e) => !(e.name in fresh)).map((e) => [e.name, e.value]), ...Object.entries(fresh)];
}

/** One fetched script, with what it is: served by which app, its role and gzip size on disk. */
function describeEntry(e) {
  const app = appOfUrl(e.url);
  const file = distFileOf(e.url);
  const name = new URL(e.url).pathname.replace(/^\//, '');
  const role = app && app !== 'shell' ? (manifestRoles(app).get(name) ?? { kind: 'unlisted' }) : { kind: app === 'shell' ? 'shell' : 'other' };
  return {
    url: e.url,
    app,
    file: name,
    role: role.kind,
    libs: role.libs,
    exposes: role.exposes,
    bytes: e.bodyBytes ?? 0,
    encoding: e.encoding,
    fromCache: e.fromCache,
    status: e.status,
    diskGzip: file ? gzipSize(file) : null,
    contents: file ? describe(file) : '',
  };
}

// --- (a) the login page ---------------------------------------------------------------------

export async function measureLogin(browser) {
  const { context, page, errors } = await freshPage(browser);
  try {
    const net = await recordNetwork(page);
    const t0 = Date.now();
    await page.goto(`${SHELL_URL}/login/`, { waitUntil: 'commit' });
    await h1(page, 'Sign in').waitFor();
    const renderedAfterMs = Date.now() - t0;
    const before = net.mark();
    await net.settle();
    const all = net.since();
    const beforeRender = all.slice(0, before);
    // A short look after the render: anything reaching for a remote right after is worth knowing.
    await page.waitForTimeout(1500);
    await net.settle();
    const afterRender = net.since(before);
    // The app's scripts the page prefetches once it has rendered (run only when the visitor starts on
    // the form) are not what it renders with: reported beside the figure.
    const prefetch = (e) => e.prefetch;
    const scripts = beforeRender.filter((e) => isScript(e) && !prefetch(e)).map(describeEntry);
    const prefetchedBytes = net.since().filter((e) => isScript(e) && prefetch(e)).reduce((a, e) => a + (e.bodyBytes ?? 0), 0);
    const remoteRequests = (list) => list.filter((e) => REMOTES.includes(appOfUrl(e.url))).map((e) => ({ url: e.url, type: e.type, bytes: e.bodyBytes ?? 0 }));
    return {
      renderedAfterMs,
      scripts,
      totalBytes: scripts.reduce((a, s) => a + s.bytes, 0),
      prefetchedBytes,
      remoteRequestsBeforeRender: remoteRequests(beforeRender),
      remoteScriptsBeforeRender: remoteRequests(beforeRender.filter(isScript)),
      remoteRequestsAfterRender: remoteRequests(afterRender),
      otherRequestsBeforeRender: beforeRender.filter((e) => !isScript(e)).map((e) => ({ url: e.url, type: e.type, bytes: e.bodyBytes ?? 0 })),
      errors,
    };
  } finally {
    await context.close();
  }
}

// --- (b) each remote's own code on its first page ---------------------------------------------

export const FIRST_PAGES = {
  auth: { path: '/register/', heading: 'Create your account', as: null },
  results: { path: '/tests/', heading: 'My Tests', as: 'demo' },
  care: { path: '/care/', heading: 'Care', as: 'demo' },
  shop: { path: '/care/shop/', heading: 'Shop', as: 'demo' },
  provider: { path: '/provider/', heading: /^Welcome, Dr\./, as: 'provider' },
  clinic: { path: '/clinic/', heading: 'Review queue', as: 'staff' },
};

const bytesByApp = (scripts) =>
  Object.fromEntries([...new Set(scripts.map((s) => s.app ?? 'other'))].map((app) => [app, scripts.filter((s) => (s.app ?? 'other') === app).reduce((a, s) => a + s.bytes, 0)]));

/**
 * What the shell fetched for the next click, not for this page (issue 30): another remote's `./app`
 * code, and its entry when nothing else of it is on the page (the cart panel's remote keeps its entry).
 */
function prefetched(script, pageRemote, scripts) {
  if (!script.app || script.app === 'shell' || script.app === pageRemote) return false;
  const appOnly = (s) => s.role === 'expose' && s.exposes.every((name) => name.replace(/^\.\//, '') === 'app');
  if (script.role === 'expose') return appOnly(script);
  if (script.role === 'entry') return !scripts.some((s) => s.app === script.app && s.role === 'expose' && !appOnly(s));
  return false;
}

export async function measureRemote(browser, remote, storageState) {
  const { path: pagePath, heading } = FIRST_PAGES[remote];
  const { context, page, errors } = await freshPage(browser, storageState);
  try {
    const net = await recordNetwork(page);
    await page.goto(`${SHELL_URL}${pagePath}`, { waitUntil: 'commit' });
    await h1(page, heading).waitFor();
    // The page's late chunks (lazy routes, parcels): until the network has been quiet a while.
    await page.waitForLoadState('networkidle').catch(() => {});
    await net.settle();
    const url = page.url();
    const scripts = net.since().filter(isScript).map(describeEntry);
    const fromRemote = scripts.filter((s) => s.app === remote);
    const own = fromRemote.filter((s) => s.role !== 'shared');
    return {
      path: pagePath,
      landedOn: new URL(url).pathname,
      own,
      ownBytes: own.reduce((a, s) => a + s.bytes, 0),
      entryBytes: own.filter((s) => s.role === 'entry').reduce((a, s) => a + s.bytes, 0),
      sharedFromRemote: fromRemote.filter((s) => s.role === 'shared'),
      pageScriptsByApp: bytesByApp(scripts.filter((s) => !prefetched(s, remote, scripts))),
      prefetchedByApp: bytesByApp(scripts.filter((s) => prefetched(s, remote, scripts))),
      errors,
    };
  } finally {
    await context.close();
  }
}

// --- (b2) the cart panel: mf-shop's parcel on another remote's page ------------------------------

/**
 * The cart panel parcel on /tests/ (mf-results' page): its own code — the parcel and, after a click on
 * the header's Cart button, the panel body; mf-shop's container entry (the federation runtime every
 * remote has, whatever it exposes) is reported beside it — and which of mf-shop's requests started
 * before the page's content (its h1 and the list of tests) was painted: none may (they wait for idle).
 */
export async function measureCartPanel(browser, storageState) {
  const { context, page, errors } = await freshPage(browser, storageState);
  try {
    // When the page's heading and its list of tests first appear, and the frame after that (painted),
    // by the page's own clock (resource timings use it too).
    await page.addInitScript(() => {
      const painted = (key) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (window[key] = performance.now());
          channel.port2.postMessage(null);
        });
      let h1 = false;
      new MutationObserver((_, observer) => {
        if (!h1 && document.querySelector('main h1')) {
          h1 = true;
          painted('__floraH1Painted');
        }
        if (document.querySelector('main ul[aria-label="Your tests"] li')) {
          painted('__floraListPainted');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const net = await recordNetwork(page);
    await page.goto(`${SHELL_URL}/tests/`, { waitUntil: 'commit' });
    await h1(page, 'My Tests').waitFor();
    await page.getByRole('list', { name: 'Your tests' }).waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    await net.settle();
    const shopScripts = net.since().filter(isScript).map(describeEntry).filter((s) => s.app === 'shop');
    const own = shopScripts.filter((s) => s.role !== 'shared' && s.role !== 'entry');
    const entry = shopScripts.filter((s) => s.role === 'entry');
    const { h1Painted, listPainted, starts } = await page.evaluate(() => ({
      h1Painted: window.__floraH1Painted ?? null,
      listPainted: window.__floraListPainted ?? null,
      starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
    }));
    const contentPainted = Math.max(h1Painted ?? Infinity, listPainted ?? Infinity);
    const shopStarts = starts.filter(([url]) => appOfUrl(url) === 'shop');
    return {
      own,
      ownBytes: own.reduce((a, s) => a + s.bytes, 0),
      entryBytes: entry.reduce((a, s) => a + s.bytes, 0),
      h1PaintedMs: h1Painted,
      listPaintedMs: listPainted,
      firstShopRequestMs: shopStarts.length ? Math.min(...shopStarts.map(([, start]) => start)) : null,
      beforeContent: shopStarts.filter(([, start]) => start < contentPainted).map(([url]) => new URL(url).pathname),
      errors,
    };
  } finally {
    await context.close();
  }
}

// --- (c) singletons -------------------------------------------------------------------------

/** The libraries that must be evaluated once, and the source packages whose code makes them up. */
export const SINGLETON_LIBS = {
  react: ['react'],
  'react-dom': ['react-dom', 'scheduler'],
  // react-router-dom is a re-export of react-router (and its DOM half, react-router/dom).
  'react-router': ['react-router', 'react-router-dom', 'react-router/dom'],
  '@flora/shared': ['@flora/shared'],
  '@flora/shared/data': ['@flora/shared/data'],
  '@flora/shared/forms': ['@flora/shared/forms'],
  '@flora/shared/care': ['@flora/shared/care'],
  '@flora/shared/account': ['@flora/shared/account'],
  // Reported, not judged: no page of the journey shows a dialog or a data list.
  '@flora/shared/widgets': ['@flora/shared/widgets'],
  '@tanstack/react-query': ['@tanstack/react-query', '@tanstack/query-core'],
};
const MIN_BYTES = 256; // raw bytes of a package's code in an origin's chunks that count as "a copy"

async function clickLink(page, name, heading) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await h1(page, heading).waitFor();
}

export async function measureSingletons(browser, demoState) {
  const { context, page, errors } = await freshPage(browser, demoState);
  try {
    const net = await recordNetwork(page);
    await page.goto(`${SHELL_URL}/tests/`);
    await h1(page, 'My Tests').waitFor();
    await clickLink(page, 'Care', 'Care');
    await clickLink(page, 'Shop', 'Shop');
    // My Account → Profile: the first page that uses @flora/shared/account (mf-auth's).
    await clickLink(page, 'Account', 'My Account');
    await clickLink(page, /^Profile/, 'Profile');
    await page.waitForLoadState('networkidle').catch(() => {});
    await net.settle();
    const runtime = await page.evaluate(() => {
      const copies = window.__floraSharedCopies__ ?? null;
      const fed = window.__FEDERATION__;
      const share = [];
      for (const [instance, scopes] of Object.entries(fed?.__SHARE__ ?? {})) {
        for (const [scope, pkgs] of Object.entries(scopes ?? {})) {
          for (const [pkg, versions] of Object.entries(pkgs ?? {})) {
            for (const [version, info] of Object.entries(versions ?? {})) {
              share.push({ instance, scope, pkg, version, from: info?.from, loaded: Boolean(info?.loaded || info?.lib), useIn: info?.useIn ?? [] });
            }
          }
        }
      }
      return { copies, share, instances: (fed?.__INSTANCES__ ?? []).map((i) => i.name), hasFederation: Boolean(fed) };
    });
    // Which origins served code of each library (from the fetched chunks' source maps).
    const scripts = net.since().filter((e) => isScript(e) && e.status !== null);
    const originsByLib = Object.fromEntries(Object.keys(SINGLETON_LIBS).map((lib) => [lib, {}]));
    for (const e of scripts) {
      const file = distFileOf(e.url);
      if (!file) continue;
      const app = appOfUrl(e.url);
      for (const { pkg, bytes } of attribute(file)) {
        for (const [lib, pkgs] of Object.entries(SINGLETON_LIBS)) {
          if (!pkgs.includes(pkg) || bytes < MIN_BYTES) continue;
          const at = (originsByLib[lib][app] ??= { bytes: 0, files: [] });
          at.bytes += bytes;
          const name = new URL(e.url).pathname.slice(1);
          if (!at.files.includes(name)) at.files.push(name);
        }
      }
    }
    const libs = Object.keys(SINGLETON_LIBS).map((lib) => {
      const loadedEntries = runtime.share.filter((s) => s.pkg === lib && s.loaded);
      const providers = [...new Set(loadedEntries.map((s) => `${s.from}@${s.version}`))];
      const origins = Object.keys(originsByLib[lib]);
      return { lib, providers, origins, detail: originsByLib[lib], once: providers.length <= 1 && origins.length === 1 };
    });
    return {
      visited: ['/tests/', '/care/', '/care/shop/'],
      sharedCopies: runtime.copies,
      libs,
      federationInstances: runtime.instances,
      hasFederation: runtime.hasFederation,
      shareScope: runtime.share,
      errors,
    };
  } finally {
    await context.close();
  }
}

// --- (d) switching remotes, and a route change inside one --------------------------------------

/**
 * Clicks a link in the page and times until the target h1 is visible (and one frame later). `link`:
 * { text } (the link's exact text, header and nav first) or { path } (the first link whose path starts so).
 */
function timeSwitch(page, link, heading) {
  return page.evaluate(
    ({ link, heading }) =>
      new Promise((resolve, reject) => {
        const links = [...document.querySelectorAll('header a, nav a'), ...document.querySelectorAll('a')];
        const anchor = links.find((a) => (link.text ? a.textContent.trim() === link.text : a.pathname.startsWith(link.path)));
        if (!anchor) return reject(new Error(`no link ${JSON.stringify(link)}`));
        const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === heading && h.checkVisibility());
        const timer = setTimeout(() => (observer.disconnect(), reject(new Error(`"${heading}" not visible within 10 s`))), 10_000);
        let visibleMs = null;
        const done = () => {
          visibleMs = performance.now() - t0;
          observer.disconnect();
          clearTimeout(timer);
          // The frame that shows it: after the next animation frame has been produced.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ visibleMs, paintedMs: performance.now() - t0 });
            channel.port2.postMessage(null);
          });
        };
        const observer = new MutationObserver(() => visibleMs === null && shown() && done());
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        const t0 = performance.now();
        anchor.click();
        if (shown()) done();
      }),
    { link, heading },
  );
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * The two round trips timed from My Tests, each a pair of clicks a patient makes: to another remote
 * and back (header links), and to a page of the same remote and back (mf-results: a test's results).
 */
const ROUND_TRIPS = {
  remote: {
    label: 'My Tests ↔ Care (remote switch)',
    legs: [
      { name: 'My Tests → Care', link: { text: 'Care' }, heading: 'Care' },
      { name: 'Care → My Tests', link: { text: 'My Tests' }, heading: 'My Tests' },
    ],
  },
  inRemote: {
    label: 'My Tests ↔ My Results (route change in mf-results)',
    legs: [
      { name: 'My Tests → My Results', link: { path: '/results/' }, heading: 'My Results' },
      { name: 'My Results → My Tests', link: { text: 'My Tests' }, heading: 'My Tests' },
    ],
  },
};

/**
 * Both round trips, alternating in one page after warm-up; per round trip each leg's and both legs' median and p95.
 * Twenty round trips: with ten, the p95 of both legs (20 clicks) was the single slowest click of the run.
 */
export async function measureSwitching(browser, demoState, { warmup = 2, repeats = 20 } = {}) {
  const { context, page, errors } = await freshPage(browser, demoState);
  try {
    const net = await recordNetwork(page);
    await page.goto(`${SHELL_URL}/tests/`);
    await h1(page, 'My Tests').waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    const runs = Object.fromEntries(Object.entries(ROUND_TRIPS).map(([kind, trip]) => [kind, { scriptBytes: 0, legs: trip.legs.map(() => []) }]));
    for (let i = 0; i < warmup + repeats; i++) {
      for (const [kind, trip] of Object.entries(ROUND_TRIPS)) {
        const mark = net.mark();
        const times = [];
        for (const leg of trip.legs) {
          times.push(await timeSwitch(page, leg.link, leg.heading));
          await page.waitForTimeout(250); // let the page's API calls settle before the next click
        }
        if (i < warmup) continue;
        times.forEach((t, leg) => runs[kind].legs[leg].push(t));
        runs[kind].scriptBytes += net
          .since(mark)
          .filter(isScript)
          .reduce((a, e) => a + (e.bodyBytes ?? 0), 0);
      }
    }
    const stats = (list) => ({
      painted: { median: percentile(list.map((r) => r.paintedMs), 50), p95: percentile(list.map((r) => r.paintedMs), 95) },
      visible: { median: percentile(list.map((r) => r.visibleMs), 50), p95: percentile(list.map((r) => r.visibleMs), 95) },
    });
    const trips = Object.fromEntries(
      Object.entries(ROUND_TRIPS).map(([kind, trip]) => [
        kind,
        {
          label: trip.label,
          legs: trip.legs.map((leg, n) => ({ name: leg.name, ...stats(runs[kind].legs[n]) })),
          overall: stats(runs[kind].legs.flat()),
          scriptBytesDuringTimedRuns: runs[kind].scriptBytes,
          runs: runs[kind].legs,
        },
      ]),
    );
    return { warmup, repeats, trips, errors };
  } finally {
    await context.close();
  }
}

export { PORTS };
