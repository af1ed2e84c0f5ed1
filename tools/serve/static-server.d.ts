// Types of static-server.js for the TypeScript that imports it (tools/test).
import type { Server } from 'node:http';

export function createStaticServer(options: {
  /** The built app (its dist/). */
  root: string;
  /** Where /api/* is proxied. */
  apiPort: number;
  /** The shell's registry, served as /remotes.json and the source of the page's CSP. */
  registry?: () => Record<string, string>;
}): Server;
