// Builds what changed: each front-end app with webpack (two at a time: the machines have two
// cores) and the API with swc. A build is skipped when the fingerprint of its inputs matches the
// one stamped into its dist/ by the last successful build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log, pnpm } from './toolchain.mjs';

export const FRONT_ENDS = ['shell', 'mf-auth', 'mf-results', 'mf-care', 'mf-shop', 'mf-provider', 'mf-clinic'];
const SHARED_INPUTS = ['shared/src', 'tools/webpack', 'tools/federation', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const STAMP = '.build-stamp';

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    // Tests are not part of a build: changing one must not rebuild the app.
    if (name === 'node_modules' || name === 'dist' || /\.test\.[jt]sx?$/.test(name)) continue;
    yield* files(path.join(entry, name));
  }
}

function fingerprint(inputs) {
  const hash = createHash('sha1');
  for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

function inputsOf(pkg) {
  const own = [`${pkg}/src`, `${pkg}/package.json`, `${pkg}/webpack.config.js`, `${pkg}/.swcrc`];
  return pkg === 'api' ? [...own, 'shared/src/domain', 'shared/package.json', 'shared/.swcrc', 'pnpm-lock.yaml'] : [...own, ...SHARED_INPUTS];
}

// The API's build also compiles @flora/shared's domain (shared/dist/domain, which node loads).
const OTHER_OUTPUTS = { api: ['shared/dist/domain/index.js'] };

function isFresh(pkg, print) {
  const stamp = path.join(ROOT, pkg, 'dist', STAMP);
  const outputs = OTHER_OUTPUTS[pkg] ?? [];
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === print && outputs.every((file) => existsSync(path.join(ROOT, file)));
}

function buildOne(pkg, print) {
  const [cmd, ...pre] = pnpm();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...pre, '--filter', `@flora/${pkg}`, 'run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build of ${pkg} failed:\n${output}`));
      writeFileSync(path.join(ROOT, pkg, 'dist', STAMP), print);
      resolve();
    });
  });
}

/** Builds every stale package among `packages`, `parallel` at a time. */
export async function buildStale(packages = [...FRONT_ENDS, 'api'], parallel = 2) {
  const queue = packages.map((pkg) => ({ pkg, print: fingerprint(inputsOf(pkg)) })).filter(({ pkg, print }) => !isFresh(pkg, print));
  if (queue.length === 0) {
    log('build: everything is up to date');
    return;
  }
  log(`build: ${queue.map((q) => q.pkg).join(', ')}`);
  const started = Date.now();
  const workers = Array.from({ length: parallel }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const t = Date.now();
      await buildOne(next.pkg, next.print);
      log(`  built ${next.pkg} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
  log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
