// No export used only by tests (issue 29, DESIGN §10: a rule no screen uses is deleted). An export of
// the product — shell, remotes, @flora/shared, the API, the tools that ship — that only tests,
// fixtures or jest helpers import is either dead (delete it with its test) or public only so a test
// can reach inside (un-export it and test through the function or component that uses it). Knip
// reads the workspaces' real entries from knip.jsonc twice: with --production (tests left out) and
// without; what only the first run finds unused is imported by tests alone.
//
// test-only-exports.known.json lists the ones found on 2026-11-27, when the shell's bootstrap stopped
// importing `@flora/shared` as a whole (knip had counted every export of the main entry as used
// through it since issue 29): each is to be deleted or un-exported, and the list shortened with it;
// a new one fails.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import KNOWN from './test-only-exports.known.json';

const ROOT = path.resolve(__dirname, '../..');
// Knip's package exports hide its bin script from require.resolve.
const KNIP = path.join(ROOT, 'node_modules/knip/bin/knip.js');

type KnipReport = { issues: { file: string; [kind: string]: unknown }[] };
const EXPORT_KINDS = ['exports', 'types', 'nsExports', 'nsTypes', 'enumMembers'];

/** `file: name` of every export knip finds unused, with or without the tests. */
async function unusedExports(production: boolean): Promise<Set<string>> {
  const args = [KNIP, '--include', EXPORT_KINDS.join(','), '--reporter', 'json', '--no-progress', '--no-exit-code'];
  const { stdout } = await promisify(execFile)(process.execPath, production ? [...args, '--production'] : args, { cwd: ROOT, maxBuffer: 64 << 20 });
  const report = JSON.parse(stdout) as KnipReport;
  return new Set(
    report.issues.flatMap(({ file, ...kinds }) => EXPORT_KINDS.flatMap((kind) => ((kinds[kind] ?? []) as { name: string }[]).map(({ name }) => `${file}: ${name}`))),
  );
}

function byFile(entries: string[]): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const entry of [...new Set(entries)].sort()) {
    const [file, name] = entry.split(': ');
    (files[file] ??= []).push(name);
  }
  return files;
}

test('no export of the product is imported only by tests', async () => {
  const [unusedInProduct, unusedEvenByTests] = await Promise.all([unusedExports(true), unusedExports(false)]);
  const testOnly = [...unusedInProduct].filter((entry) => !unusedEvenByTests.has(entry));
  expect(byFile(testOnly)).toEqual(KNOWN);
}, 120_000);
