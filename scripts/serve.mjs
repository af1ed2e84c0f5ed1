// Serves the already built platform (used by the end-to-end tests; `npm start` builds first).
import { printWelcome, runPlatform } from './lib/platform.mjs';

await runPlatform();
await printWelcome();
