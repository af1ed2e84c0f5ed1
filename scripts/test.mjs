// `npm test`: every test — the type check and the lint over every package, each package's unit
// tests (jest, the API's against a real database file), the API's tests again on a throw-away PostgreSQL, the production
// topology (three API nodes behind HAProxy: scripts/ops/topology.mjs, also `npm run test:ops`), then the Playwright journeys in Debian's
// chromium against the whole built platform — ending with one summary line and a non-zero exit on
// any failure. `--only-api-pg` runs just the API's tests on PostgreSQL.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureChromium, ensurePoppler, installPackages, log, run, runPnpm } from './lib/toolchain.mjs';
import { buildStale } from './lib/build.mjs';
import { clientBinaries, ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';

const onlyApiPg = process.argv.includes('--only-api-pg');
const startedAt = Date.now();
installPackages();
ensurePoppler();
const out = path.join(ROOT, '.flora');
mkdirSync(out, { recursive: true });

function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function jestCounts(report) {
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  // An unsuccessful run with no failed test (e.g. a suite that could not start) still fails.
  return { passed: report.numPassedTests, failed: report.success ? failed : Math.max(failed, 1) };
}

/** Runs jest with `args`, writing its JSON report to .flora/<name>; answers the counts. */
function runJest(name, args, env) {
  const report = path.join(out, name);
  rmSync(report, { force: true });
  runPnpm(['exec', 'jest', ...args, '--ci', '--json', `--outputFile=${report}`], { allowFail: true, env });
  return jestCounts(readReport(report));
}

/**
 * ESLint over every package (eslint.config.mjs), its JSON report in .flora/; prints each problem as
 * file:line:col rule message and answers how many there are (null when ESLint could not run).
 */
function runLint() {
  const report = path.join(out, 'eslint-report.json');
  rmSync(report, { force: true });
  runPnpm(['exec', 'eslint', '.', '--max-warnings', '0', '--format', 'json', '--output-file', report], { allowFail: true });
  const results = readReport(report);
  if (!results) return null;
  const problems = results.flatMap((result) =>
    result.messages.map((m) => `${path.relative(ROOT, result.filePath)}:${m.line}:${m.column}  ${m.ruleId ?? ''}  ${m.message}`),
  );
  for (const problem of problems) console.log(problem);
  return problems.length;
}

/** The API's suite on a fresh local PostgreSQL (each test file creates its own database in it). */
async function apiOnPostgres() {
  log('API tests on PostgreSQL (throw-away local cluster)');
  const binDir = ensurePostgres();
  if (!binDir) return { passed: 0, failed: 1 };
  let server;
  try {
    server = await startThrowawayPostgres(binDir);
  } catch (error) {
    log(`could not start PostgreSQL: ${error.message}`);
    return { passed: 0, failed: 1 };
  }
  try {
    // -i: one file at a time keeps the 2-core machines responsive and the server small.
    // PG_BIN: the backup suite's pg_dump and pg_restore are of this server's version.
    return runJest('jest-api-pg.json', ['--selectProjects', 'api', '-i'], { DATABASE_URL: server.url, PG_BIN: clientBinaries(binDir) });
  } finally {
    server.stop();
  }
}

// The API's durability suite runs the built server (node api/dist/server.js): build it when stale.
await buildStale(['api']);

const summary = [];
const counts = [];
let typesOk = true;
let lintOk = true;

if (!onlyApiPg) {
  // 0. Types across every package, in one program (a renamed API field breaks here, not on a screen).
  log('type check (tsc)');
  typesOk = runPnpm(['exec', 'tsc', '-p', 'tsconfig.json'], { allowFail: true }) === 0;
  summary.push(`types: ${typesOk ? 'clean' : 'errors (see above)'}`);

  // 0b. The lint: import boundaries between packages and features, hooks, accessibility.
  log('lint (eslint)');
  const problems = runLint();
  lintOk = problems === 0;
  summary.push(`lint: ${problems === null ? 'could not run (see above)' : problems === 0 ? 'clean' : `${problems} problems (see above)`}`);

  // 1. Unit, component and API tests (the API on SQLite).
  log('unit, component and API tests (jest)');
  const unit = runJest('jest-report.json', [], { DATABASE_URL: '' });
  summary.push(`unit: ${unit.passed} passed, ${unit.failed} failed`);
  counts.push(unit);
}

// 2. The API's tests on PostgreSQL (its other supported database).
const pg = await apiOnPostgres();
summary.push(`api on PostgreSQL: ${pg.passed} passed, ${pg.failed} failed`);
counts.push(pg);

if (!onlyApiPg) {
  // 3. The production topology: its checks count as tests, its counts join the summary.
  log('the production topology (scripts/ops/topology.mjs)');
  const opsReport = path.join(out, 'ops-report.json');
  rmSync(opsReport, { force: true });
  run(process.execPath, ['scripts/ops/topology.mjs'], { allowFail: true });
  const ops = readReport(opsReport);
  const topology = ops ? { passed: ops.passed, failed: ops.failed } : { passed: 0, failed: 1 };
  summary.push(`ops topology: ${topology.passed} passed, ${topology.failed} failed${ops ? `\n  ${ops.counts.join('\n  ')}` : ''}`);
  counts.push(topology);

  // 4. End-to-end journeys against the built platform.
  ensureChromium();
  await buildStale();
  const e2eReport = path.join(out, 'e2e-report.json');
  rmSync(e2eReport, { force: true });
  log('end-to-end tests (Playwright, chromium)');
  runPnpm(['--filter', '@flora/e2e', 'test'], { allowFail: true });
  const e2e = readReport(e2eReport);
  const journeys = e2e ? { passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected } : { passed: 0, failed: 1 };
  summary.push(`e2e: ${journeys.passed} passed, ${journeys.failed} failed`);
  counts.push(journeys);
}

/** The security suites' figures written during this run (api/test/helpers/security-figures.ts). */
function securityFigures(since) {
  const dir = path.join(out, 'security-figures');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readReport(path.join(dir, f)))
    .filter((f) => f && Date.parse(f.at) >= since)
    .map((f) => `  ${f.suite} (${f.database}): ${f.summary}`)
    .sort();
}

const figures = securityFigures(startedAt);
if (figures.length) summary.push(`security suites:\n${figures.join('\n')}`);

const passed = counts.reduce((n, c) => n + c.passed, 0);
const failed = counts.reduce((n, c) => n + c.failed, 0) + (typesOk ? 0 : 1) + (lintOk ? 0 : 1);
console.log(`\n${summary.join('\n')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
