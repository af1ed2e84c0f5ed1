// `npm run build`: installs and builds whatever changed since the last build.
import { installPackages } from './lib/toolchain.mjs';
import { buildStale } from './lib/build.mjs';

installPackages();
await buildStale();
