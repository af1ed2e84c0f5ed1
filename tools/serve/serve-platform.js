#!/usr/bin/env node
// Serves the built shell and the five remotes, each on its own port (DESIGN §7), in one process.
// `--only care` serves one app alone (a remote's standalone QA page, or the shell).
const path = require('node:path');
const { createStaticServer } = require('./static-server');
const { port, REMOTES, remotesJson } = require('../ports');

const ROOT = path.resolve(__dirname, '../..');
const APPS = { shell: 'shell', ...REMOTES };
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1].split(',') : Object.keys(APPS);

for (const app of only) {
  if (!APPS[app]) throw new Error(`Unknown app "${app}"; one of ${Object.keys(APPS).join(', ')}`);
  const server = createStaticServer({
    root: path.join(ROOT, APPS[app], 'dist'),
    apiPort: port('api'),
    // The registry is a deploy-time file: here it follows the ports this platform runs on. The shell's
    // page policy (CSP) is computed from the same data, so a registry change needs no other edit.
    registry: app === 'shell' ? () => remotesJson() : undefined,
  });
  server.listen(port(app), () => console.log(`[flora] ${app.padEnd(8)} http://localhost:${port(app)}/`));
}
