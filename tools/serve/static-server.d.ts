// Types of static-server.js for the TypeScript that imports it (tools/test).
import type { Server } from 'node:http';

export function createStaticServer(options: {
  /** The built app (its dist/). */
  root: string;
  /** Where /api/* is proxied. */
  apiPort: number;
  /**
   * The shell's registry, read per request (registry-file.js createRegistryReader): `body` is served
   * as /remotes.json, `registry` is the source of the page's CSP and of the hints for the remote
   * that owns a page (page-hints.js).
   */
  registry?: () => { body: string; registry: unknown };
}): Server;
