// The check a remote's team runs before deploying, on its built mf-manifest.json alone:
// node tools/federation/check-remote.mjs <dist>/mf-manifest.json (a real process, as CI runs it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellVersions } from '../federation/remote-contract';

const CLI = path.resolve(__dirname, '../federation/check-remote.mjs');
const shell = shellVersions();
const caret = (name: string) => `^${shell[name]}`;

/** A manifest as the enhanced plugin writes it: the shell's own versions, `./app` exposed. */
const fitting = () => ({
  name: 'flora_labs',
  exposes: [{ name: 'app', path: './app' }],
  shared: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@flora/shared'].map((name) => ({
    name,
    version: shell[name],
    requiredVersion: caret(name),
    singleton: true,
  })),
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'flora-check-remote-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(manifest: unknown) {
  const file = path.join(dir, 'mf-manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  const run = spawnSync(process.execPath, [CLI, file], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

test('passes a manifest that exposes ./app and accepts the shell singletons', () => {
  expect(check(fitting())).toEqual({ status: 0, output: expect.stringContaining('exposes ./app') });
});

test('names every breach and fails', () => {
  const manifest = fitting();
  manifest.exposes = [{ name: 'page', path: './page' }];
  manifest.shared = manifest.shared.filter((s) => s.name !== '@flora/shared');
  manifest.shared[0] = { ...manifest.shared[0], requiredVersion: '^99.0.0' }; // react
  manifest.shared[2] = { ...manifest.shared[2], singleton: false }; // react-dom
  const { status, output } = check(manifest);
  expect(status).toBe(1);
  expect(output).toContain('does not expose ./app');
  expect(output).toContain('does not share @flora/shared');
  expect(output).toContain(`requires react ^99.0.0, the shell provides ${shell.react}`);
  expect(output).toContain('shares react-dom without singleton: true');
});

test('refuses a file that is not a manifest', () => {
  expect(check('not json').status).toBe(1); // a JSON string: no exposes, no shared
  writeFileSync(path.join(dir, 'broken.json'), '{');
  expect(spawnSync(process.execPath, [CLI, path.join(dir, 'broken.json')]).status).toBe(2);
});
