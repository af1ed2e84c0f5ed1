// Flora's pages against the bare React comparators (scripts/bench/comparators.mjs) in Lighthouse
// (the npm package, its mobile defaults: simulated slow 4G and 4× CPU) on Debian's chromium:
// the two pages of a pair alternate, five runs each, and each figure is the median of its runs.
// Every run starts with an empty HTTP cache; Lighthouse keeps local storage (its default
// clearStorageTypes leave it), so the signed-in pair runs on a session stored once per origin.
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM, ROOT, log } from '../lib/toolchain.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');

const LIGHTHOUSE_RUNS = 5;
const AUDITS = ['largest-contentful-paint', 'total-blocking-time', 'resource-summary', 'lcp-breakdown-insight'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Lighthouse's report of one run of `url`; a run whose trace failed (it says "run again") is run again, up to 3 times. */
async function report(port, url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, logLevel: 'error', onlyAudits: AUDITS });
    if (!lhr.runtimeError) return lhr;
    const error = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(error);
    log(`bench: ${error} (run ${attempt}; running it again)`);
  }
}

/** One Lighthouse run of `url`: LCP and TBT (ms), the JS transferred (bytes) and the LCP element (its HTML's start). */
async function audit(port, url) {
  const lhr = await report(port, url);
  // A page that sent the browser elsewhere (a lost session to /login/) would be measured as another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  const value = (id) => {
    const v = lhr.audits[id].numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse on ${url}: no ${id} (${lhr.audits[id].errorMessage ?? lhr.audits[id].explanation ?? 'no value'})`);
    return v;
  };
  const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  const lcpElement = lhr.audits['lcp-breakdown-insight'].details?.items?.find((item) => item.type === 'node')?.snippet ?? null;
  return { lcpMs: value('largest-contentful-paint'), tbtMs: value('total-blocking-time'), jsBytes: scripts?.transferSize ?? 0, lcpElement, lighthouse: lhr.lighthouseVersion };
}

/** Flora's page and the bare page, alternating; the medians of each and their ratios. */
async function comparePair(port, { flora, bare }) {
  const runs = { flora: [], bare: [] };
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    runs.flora.push(await audit(port, flora));
    runs.bare.push(await audit(port, bare));
  }
  const medians = (list) => ({ lcpMs: median(list.map((r) => r.lcpMs)), tbtMs: median(list.map((r) => r.tbtMs)), jsBytes: median(list.map((r) => r.jsBytes)) });
  const f = medians(runs.flora);
  const b = medians(runs.bare);
  const ratio = (key) => (b[key] > 0 ? f[key] / b[key] : Infinity);
  // Which element was the largest paint, over the runs (a page whose LCP element changes between runs measures two things).
  const lcpElements = (list) => [...new Set(list.map((r) => r.lcpElement ?? '(none)'))];
  return {
    urls: { flora, bare },
    flora: { ...f, lcpElements: lcpElements(runs.flora) },
    bare: { ...b, lcpElements: lcpElements(runs.bare) },
    ratio: { lcp: ratio('lcpMs'), tbt: ratio('tbtMs'), js: ratio('jsBytes') },
    runs,
    lighthouse: runs.flora[0].lighthouse,
  };
}

/** Writes a stored session (local storage entries) into the origin of each URL, in the Lighthouse browser's profile. */
async function storeSession(port, urls, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    for (const url of urls) {
      // A file that does not exist: the origin's storage without running the app.
      await page.goto(new URL('/lighthouse-session.txt', url).href);
      await page.evaluate((list) => list.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
    }
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser itself stays up
  }
}

/**
 * Runs the login pair (signed out), then stores `session` in both origins and runs the signed-in
 * pair. Each pair: { flora, bare } URLs; `session`: [key, value] local storage entries.
 */
export async function measureAgainstComparators({ login, signedIn, session }) {
  const started = Date.now();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    log(`bench: (e) Lighthouse, /login/ against the bare login form (${LIGHTHOUSE_RUNS} runs each, alternating, after one not counted)`);
    // The first run in a fresh browser pays for its start (and its trace often fails): not counted.
    await audit(chrome.port, login.bare);
    const loginResult = await comparePair(chrome.port, login);
    await storeSession(chrome.port, [signedIn.flora, signedIn.bare], session);
    log(`bench: (e) Lighthouse, My Tests signed in against the bare list (${LIGHTHOUSE_RUNS} runs each, alternating)`);
    const signedInResult = await comparePair(chrome.port, signedIn);
    return { version: loginResult.lighthouse, runs: LIGHTHOUSE_RUNS, login: loginResult, signedIn: signedInResult, seconds: (Date.now() - started) / 1000 };
  } finally {
    chrome.kill();
  }
}
