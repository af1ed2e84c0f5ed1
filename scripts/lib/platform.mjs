// Runs the built platform: the API (which migrates and seeds on first start) and the static
// servers of the shell and the five remotes. Stops every process it started on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, log } from './toolchain.mjs';

const require = createRequire(import.meta.url);
const { port } = require('../../tools/ports.js');

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The API's FLORA_ENV under `npm start` and the e2e unless the environment names another. */
const PLATFORM_ENV = 'development';

export async function runPlatform() {
  const children = [
    // The static servers proxy /api from loopback and set X-Forwarded-For: the API trusts only them.
    // The API is a deployment unless told otherwise: this is a developer's machine (demo data, mailbox).
    spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { FLORA_TRUST_PROXY: '127.0.0.1', FLORA_ENV: PLATFORM_ENV, ...process.env },
    }),
    spawn(process.execPath, [path.join(ROOT, 'tools/serve/serve-platform.js')], { cwd: ROOT, stdio: 'inherit' }),
  ];
  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) child.on('exit', (code) => !stopping && (log(`a platform process exited (${code}); stopping`), stop(1)));

  await waitFor(`http://127.0.0.1:${port('api')}/api/health`);
  await waitFor(`http://127.0.0.1:${port('shell')}/`);
  return stop;
}

/** The demo accounts, as the development API describes them (api/src/db/seed/demo-guide.ts); null elsewhere. */
async function demoGuide() {
  try {
    const response = await fetch(`http://127.0.0.1:${port('api')}/api/dev/demo/`);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

export async function printWelcome() {
  const url = `http://localhost:${port('shell')}/`;
  console.log(`\n  Flora is running at \x1b[1m${url}\x1b[0m\n`);
  const guide = await demoGuide();
  if (guide) {
    console.log(`  Demo accounts (password ${guide.password}; docs/demo-accounts.md walks through each screen):`);
    for (const { email, shows } of guide.accounts) console.log(`    ${email.padEnd(28)} ${shows}`);
  }
  console.log(`\n  API: http://localhost:${port('api')}/api/docs`);
  console.log(`  ${mailLine()}`);
  console.log('  Ctrl-C stops everything.\n');
}

/** Where the emails the platform writes can be read: the API's development mailbox unless SMTP delivers them. */
function mailLine() {
  if (process.env.SMTP_URL) return 'Emails: sent over SMTP_URL.';
  if ((process.env.FLORA_ENV || PLATFORM_ENV) !== 'development') return 'Emails: kept in the outbox (set SMTP_URL to send them).';
  return `Emails (verification, password reset, orders) are not sent: read them at \x1b[1mhttp://localhost:${port('api')}/api/dev/mailbox/\x1b[0m`;
}
