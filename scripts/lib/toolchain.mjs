// What `npm start` and `npm test` need on a fresh machine with only Node and npm:
// pnpm, the workspace's packages, Debian's poppler-utils (the API's PDF tests), chromium (the
// end-to-end tests) and haproxy (the topology test, `npm run test:ops`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

export function log(message) {
  console.log(`\x1b[35m[flora]\x1b[0m ${message}`);
}

/** Runs a command in the foreground; exits the process when it fails unless `allowFail`. */
export function run(cmd, args, { allowFail = false, env = {}, cwd = ROOT } = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFail) {
    log(`failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

const quiet = (cmd, args) => spawnSync(cmd, args, { stdio: 'pipe', encoding: 'utf8' });

let pnpmCommand;
/** pnpm itself: installed globally with npm when missing (corepack fails signature checks here). */
export function pnpm() {
  if (pnpmCommand) return pnpmCommand;
  if (quiet('pnpm', ['--version']).status !== 0) {
    log('installing pnpm (npm i -g pnpm@12)');
    if (quiet('npm', ['i', '-g', 'pnpm@12']).status !== 0 || quiet('pnpm', ['--version']).status !== 0) {
      pnpmCommand = ['npx', '-y', 'pnpm@12'];
      return pnpmCommand;
    }
  }
  pnpmCommand = ['pnpm'];
  return pnpmCommand;
}

export function runPnpm(args, opts) {
  const [cmd, ...pre] = pnpm();
  return run(cmd, [...pre, ...args], opts);
}

/** Installs the workspace from the lockfile; better-sqlite3 compiles against the machine's Node headers. */
export function installPackages() {
  const env = {};
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  log('installing packages (pnpm install --frozen-lockfile)');
  runPnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { env });
}

/** Installs a Debian package with apt when `binary` is missing and running as root; exits otherwise. */
function ensureDebianPackage(pkg, binary) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    log(`${pkg} is missing at ${binary}. Install it with: sudo apt-get install -y ${pkg}`);
    process.exit(1);
  }
  log(`installing ${pkg} with apt-get`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Debian's chromium for Playwright (CHROMIUM_PATH may name another). */
export const ensureChromium = () => ensureDebianPackage('chromium', CHROMIUM);

/** Poppler's pdftoppm and pdftocairo, with which the API's tests render the PDFs they read (jest). */
export const ensurePoppler = () => ensureDebianPackage('poppler-utils', '/usr/bin/pdftoppm');

/** HAProxy, the load balancer of ops/haproxy.cfg, for the topology test and its bench (HAPROXY_PATH may name another). */
export const ensureHaproxy = () => ensureDebianPackage('haproxy', HAPROXY);
