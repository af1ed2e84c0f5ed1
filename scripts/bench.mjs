// `pnpm bench`: builds what changed, runs the platform on its own ports and measures in Chromium
// what the budgets of docs/performance.md are about (bytes per page and remote, singletons, switch time),
// then /login/ and a signed-in My Tests in Lighthouse against bare React pages (scripts/bench/bare/),
// then the API's throughput and p99 under load on SQLite and PostgreSQL next to a bare Fastify route,
// then the API behind HAProxy with 1 and 3 nodes on PostgreSQL (how it scales out).
// Writes .flora/bench.json and .flora/bench.md. A report, not a test: exits 0 over budget too.
// `pnpm bench --api-only`: only the API part (builds only the API; no browser), written to
// .flora/bench-api.json and .flora/bench-api.md; `--topology-only` only the balancer part, written to
// .flora/bench-topology.json and .flora/bench-topology.md. `--no-lighthouse` skips the Lighthouse pairs and
// `--pages-only` the API part (quicker runs while working on one budget).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installPackages, ensureChromium, ROOT, log } from './lib/toolchain.mjs';
import { buildStale } from './lib/build.mjs';
import { startPlatform } from './bench/platform.mjs';
import { FIRST_PAGES, launchBrowser, measureCartPanel, measureLogin, measureRemote, measureSingletons, measureSwitching, signIn, storedSession } from './bench/measure.mjs';
import { apiVerdicts, printApiReport, printReport, printTopologyReport, toApiMarkdown, toMarkdown, toTopologyMarkdown, verdicts } from './bench/report.mjs';
import { benchApi } from './bench/api.mjs';
import { benchTopology } from './bench/topology.mjs';
import { COMPARATOR_URL, startComparators } from './bench/comparators.mjs';
import { measureAgainstComparators } from './bench/lighthouse.mjs';
import { SHELL_URL } from './bench/platform.mjs';

const skipBuild = process.argv.includes('--no-build');
const apiOnly = process.argv.includes('--api-only');
const topologyOnly = process.argv.includes('--topology-only');
const pagesOnly = process.argv.includes('--pages-only');
const withLighthouse = !process.argv.includes('--no-lighthouse');
if (!skipBuild) {
  installPackages();
  await buildStale(apiOnly || topologyOnly ? ['api'] : undefined);
}

const write = (name, json, markdown) => {
  mkdirSync(path.join(ROOT, '.flora'), { recursive: true });
  writeFileSync(path.join(ROOT, `.flora/${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(ROOT, `.flora/${name}.md`), markdown);
  log(`bench: wrote .flora/${name}.json and .flora/${name}.md`);
};

/** The API under load, with its verdicts. */
async function measureApi() {
  const api = await benchApi();
  api.verdicts = apiVerdicts(api);
  return api;
}

if (apiOnly || topologyOnly) {
  process.once('SIGINT', () => process.exit(130));
  try {
    const startedAt = new Date().toISOString();
    if (apiOnly) {
      const api = await measureApi();
      printApiReport(api);
      write('bench-api', { startedAt, api }, toApiMarkdown(api, startedAt.slice(0, 10)));
    } else {
      const topology = await benchTopology();
      printTopologyReport(topology);
      write('bench-topology', { startedAt, topology }, toTopologyMarkdown(topology, startedAt.slice(0, 10)));
    }
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

ensureChromium();

let stopPlatform = async () => {};
let stopComparators = async () => {};
let browser;
const cleanup = async () => {
  await browser?.close().catch(() => {});
  await stopComparators();
  await stopPlatform();
};
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => cleanup().finally(() => process.exit(130)));

let exitCode = 0;
try {
  stopPlatform = await startPlatform();
  stopComparators = await startComparators();
  browser = await launchBrowser();
  const startedAt = new Date().toISOString();
  log('bench: signing in the demo accounts');
  const states = {
    demo: await signIn(browser, 'demo@flora.test', 'My Tests'),
    provider: await signIn(browser, 'provider@flora.test', /^Welcome, Dr\./),
    staff: await signIn(browser, 'staff@flora.test', 'My Tests'),
  };
  log('bench: (a) login page, cold');
  const login = await measureLogin(browser);
  const remotes = {};
  for (const remote of Object.keys(FIRST_PAGES)) {
    log(`bench: (b) ${remote} at ${FIRST_PAGES[remote].path}, cold`);
    const as = FIRST_PAGES[remote].as;
    remotes[remote] = await measureRemote(browser, remote, as ? states[as] : undefined);
  }
  log('bench: (b2) the cart panel on /tests/, opened');
  const cartPanel = await measureCartPanel(browser, states.demo);
  log('bench: (c) singletons over /tests/ -> /care/ -> /care/shop/');
  const singletons = await measureSingletons(browser, states.demo);
  log('bench: (d) switching My Tests <-> Care, and My Tests <-> My Results inside mf-results');
  const switching = await measureSwitching(browser, states.demo);
  const chromiumVersion = browser.version();
  // Lighthouse gets the machine to itself: its own chromium, no other browser.
  await browser.close();
  const lighthouse = withLighthouse
    ? await measureAgainstComparators({
        login: { flora: `${SHELL_URL}/login/`, bare: `${COMPARATOR_URL}/login.html` },
        signedIn: { flora: `${SHELL_URL}/tests/`, bare: `${COMPARATOR_URL}/my-tests.html` },
        session: await storedSession('demo@flora.test', states.demo),
      })
    : undefined;

  const results = { startedAt, chromium: chromiumVersion, login, remotes, cartPanel, singletons, switching, lighthouse };
  results.verdicts = verdicts(results);
  // The load test gets the machine to itself: the browser and the platform are done.
  await cleanup();
  if (!pagesOnly) {
    results.api = await measureApi();
    results.topology = await benchTopology();
  }
  printReport(results);
  if (results.api) printApiReport(results.api);
  if (results.topology) printTopologyReport(results.topology);
  const date = startedAt.slice(0, 10);
  write(
    'bench',
    results,
    toMarkdown(results) + (results.api ? toApiMarkdown(results.api, date, 'pnpm bench') : '') + (results.topology ? toTopologyMarkdown(results.topology, date, 'pnpm bench') : ''),
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
