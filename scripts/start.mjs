// `npm start`: installs, builds what changed, migrates and seeds (the API does on start), and serves
// the whole platform at http://localhost:3000/.
import { installPackages } from './lib/toolchain.mjs';
import { buildStale } from './lib/build.mjs';
import { printWelcome, runPlatform } from './lib/platform.mjs';

installPackages();
await buildStale();
await runPlatform();
await printWelcome();
