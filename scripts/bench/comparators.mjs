// The bare React 19 pages Flora's pages are measured against (issue 30): bundled by esbuild
// (production, minified, the React the apps use) into .flora/bare/ and served by our own static
// server (tools/serve/static-server.js: the same headers and gzip as the product) on a port of its own.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, log } from '../lib/toolchain.mjs';
import { COMPARATOR_PORT, PORTS } from './platform.mjs';

const require = createRequire(import.meta.url);
const { createStaticServer } = require('../../tools/serve/static-server.js');

const SOURCE = path.join(ROOT, 'scripts/bench/bare');
const OUT = path.join(ROOT, '.flora/bare');
/** Page file (without .html) -> its title. */
const PAGES = { login: 'Sign in | Flora (bare React)', 'my-tests': 'My Tests | Flora (bare React)' };
export const COMPARATOR_URL = `http://localhost:${COMPARATOR_PORT}`;

// As the shell's page: a deferred script in the head, the root element in the body.
const html = (name, title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="stylesheet" href="/${name}.css" />
    <script defer src="/${name}.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Builds the comparator pages into .flora/bare/ (a page per entry of PAGES, with its .js and .css). */
async function buildComparators() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  await build({
    entryPoints: Object.keys(PAGES).map((name) => path.join(SOURCE, `${name}.tsx`)),
    outdir: OUT,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The React the shell bundles (the workspace root does not depend on React).
    nodePaths: [path.join(ROOT, 'shell/node_modules')],
    logLevel: 'warning',
  });
  for (const [name, title] of Object.entries(PAGES)) writeFileSync(path.join(OUT, `${name}.html`), html(name, title));
}

/** Builds and serves the comparators; resolves to `stop()`. */
export async function startComparators() {
  await buildComparators();
  const server = createStaticServer({ root: OUT, apiPort: PORTS.api });
  await new Promise((resolve, reject) => server.once('error', reject).listen(COMPARATOR_PORT, resolve));
  log(`bench: bare React comparators on ${COMPARATOR_URL}/login.html and /my-tests.html`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
