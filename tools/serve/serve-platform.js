#!/usr/bin/env node
// Serves the built shell and the five remotes, each on its own port (DESIGN §7), in one process.
// `--only care` serves one app alone (a remote's standalone QA page, or the shell).
const path = require('node:path');
const { createStaticServer } = require('./static-server');
const { port, REMOTES } = require('../ports');
const { createRegistryReader, registryFile } = require('./registry-file');

const ROOT = path.resolve(__dirname, '../..');
const APPS = { shell: 'shell', ...REMOTES };
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1].split(',') : Object.keys(APPS);

for (const app of only) {
  if (!APPS[app]) throw new Error(`Unknown app "${app}"; one of ${Object.keys(APPS).join(', ')}`);
  const server = createStaticServer({
    root: path.join(ROOT, APPS[app], 'dist'),
    apiPort: port('api'),
    // The registry is a deploy-time file (remotes.json, or FLORA_REMOTES_FILE), read on every request;
    // its manifest URLs follow the ports this platform runs on. The shell's page policy (CSP) is
    // computed from the same data, so editing the file needs no restart, no build and no other edit.
    registry: app === 'shell' ? createRegistryReader() : undefined,
  });
  server.listen(port(app), () => console.log(`[flora] ${app.padEnd(8)} http://localhost:${port(app)}/`));
  if (app === 'shell') console.log(`[flora] remote registry: ${registryFile()}`);
}
