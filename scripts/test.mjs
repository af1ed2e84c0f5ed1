// `npm test`: every test — each package's unit tests (jest, the API's against a real database
// file), then the Playwright journeys in Debian's chromium against the whole built platform —
// ending with one summary line and a non-zero exit on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureChromium, installPackages, log, runPnpm } from './lib/toolchain.mjs';
import { buildStale } from './lib/build.mjs';

installPackages();
const out = path.join(ROOT, '.flora');
mkdirSync(out, { recursive: true });

function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// 0. Types across every package, in one program (a renamed API field breaks here, not on a screen).
log('type check (tsc)');
const typesOk = runPnpm(['exec', 'tsc', '-p', 'tsconfig.json'], { allowFail: true }) === 0;

// 1. Unit, component and API tests.
const jestReport = path.join(out, 'jest-report.json');
rmSync(jestReport, { force: true });
log('unit, component and API tests (jest)');
runPnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`], { allowFail: true });
const jest = readReport(jestReport);
function unitCounts(report) {
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  // An unsuccessful run with no failed test (e.g. a suite that could not start) still fails.
  return { passed: report.numPassedTests, failed: report.success ? failed : Math.max(failed, 1) };
}
const unit = unitCounts(jest);

// 2. End-to-end journeys against the built platform.
ensureChromium();
await buildStale();
const e2eReport = path.join(out, 'e2e-report.json');
rmSync(e2eReport, { force: true });
log('end-to-end tests (Playwright, chromium)');
runPnpm(['--filter', '@flora/e2e', 'test'], { allowFail: true });
const e2e = readReport(e2eReport);
const journeys = e2e
  ? { passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected }
  : { passed: 0, failed: 1 };

console.log(`\ntypes: ${typesOk ? 'clean' : 'errors (see above)'}`);
console.log(`unit: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`e2e: ${journeys.passed} passed, ${journeys.failed} failed`);
const passed = unit.passed + journeys.passed;
const failed = unit.failed + journeys.failed + (typesOk ? 0 : 1);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
