// `npm test` fails when the committed API types differ from what the current API describes: a
// renamed field breaks the build, not a screen.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const COMMITTED = path.join(ROOT, 'shared/src/http/api-types.ts');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'flora-api-types-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(target: string) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts/api-types.mjs'), '--check', '--target', target], { cwd: ROOT, encoding: 'utf8' });
}

test('the committed types match the API', () => {
  const result = check(COMMITTED);
  expect(result.stdout).toContain("API types match the API's OpenAPI description");
  expect(result.status).toBe(0);
}, 120_000);

test('types with a field the API no longer has fail the check', () => {
  const stale = path.join(dir, 'api-types.ts');
  const committed = readFileSync(COMMITTED, 'utf8');
  expect(committed).toContain('valencia_type');
  writeFileSync(stale, committed.replaceAll('valencia_type', 'valencia_cst'));
  const result = check(stale);
  expect(result.stdout).toContain('API types are stale');
  expect(result.status).toBe(1);
}, 120_000);
