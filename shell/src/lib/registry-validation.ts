// Validation of the remote registry (/remotes.json) before the shell routes by it
// (features/remotes/registry-load.ts).
import { ACCESS_KINDS, SHELL_ROUTES, type Access, type Registry } from './registry';

export type Validation = { ok: true; registry: Registry } | { ok: false; errors: string[] };

const NAME = /^[a-z][a-z0-9-]*$/;
/** "/a/b/" exactly or "/a/b/*" below it: lowercase segments, no empty segment, `*` only at the end. */
const PATH = /^\/(?:[a-z0-9][a-z0-9._~-]*\/)+\*?$/;
const BASE_PATH = /^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*)?$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stem = (path: string) => (path.endsWith('*') ? path.slice(0, -1) : path);

function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/[{}]/.test(value);
  } catch {
    return false;
  }
}

/**
 * Checks a registry document; every problem is named (a deployer fixes them all in one go). A
 * registry with any problem is refused as a whole: the shell keeps its last good one.
 */
export function validateRegistry(doc: unknown): Validation {
  const errors: string[] = [];
  if (!isObject(doc) || !Array.isArray(doc.remotes)) return { ok: false, errors: ['the registry must be an object with a "remotes" list'] };

  const names = new Set<string>();
  const claims = new Map<string, string>(); // path -> the remote that claimed it first
  const shellPaths = SHELL_ROUTES.map((route) => route.path);

  doc.remotes.forEach((remote: unknown, index) => {
    if (!isObject(remote)) return void errors.push(`remote #${index + 1} is not an object`);
    const name = typeof remote.name === 'string' && NAME.test(remote.name) ? remote.name : null;
    const who = name ? `remote "${name}"` : `remote #${index + 1}`;
    if (!name) errors.push(`${who}: "name" must be lowercase letters, digits and dashes`);
    else if (names.has(name)) errors.push(`${who} is declared twice`);
    else names.add(name);
    if (typeof remote.label !== 'string' || !remote.label.trim()) errors.push(`${who}: "label" is missing`);
    if (!isManifestUrl(remote.manifest)) errors.push(`${who}: "manifest" must be an http(s) URL of its mf-manifest.json`);
    if (remote.canary !== undefined) {
      const canary = isObject(remote.canary) ? remote.canary : {};
      if (!isManifestUrl(canary.manifest)) errors.push(`${who}: "canary.manifest" must be an http(s) URL of the canary build's mf-manifest.json`);
      else if (canary.manifest === remote.manifest) errors.push(`${who}: "canary.manifest" is its stable "manifest"`);
      if (typeof canary.share !== 'number' || !Number.isInteger(canary.share) || canary.share < 0 || canary.share > 100) {
        errors.push(`${who}: "canary.share" must be a whole number of percent from 0 to 100, not ${JSON.stringify(canary.share)}`);
      }
    }
    const basePath = typeof remote.basePath === 'string' && BASE_PATH.test(remote.basePath) ? remote.basePath : null;
    if (!basePath) errors.push(`${who}: "basePath" must be "/" or a path like "/provider" (no trailing slash)`);
    if (!Array.isArray(remote.routes) || remote.routes.length === 0) return void errors.push(`${who}: "routes" must list at least one route`);

    const owned: string[] = []; // its well-formed paths
    remote.routes.forEach((route: unknown) => {
      const path = isObject(route) && typeof route.path === 'string' ? route.path : null;
      if (!path || !PATH.test(path)) return void errors.push(`${who}: route ${JSON.stringify(isObject(route) ? route.path : route)} is not a path like "/x/" or "/x/*"`);
      if (!ACCESS_KINDS.includes((route as Record<string, unknown>).access as Access)) {
        errors.push(`${who}: route ${path} has an unknown access ${JSON.stringify((route as Record<string, unknown>).access)} (one of ${ACCESS_KINDS.join(', ')})`);
      }
      const shellPage = shellPaths.find((shell) => shell !== '/' && stem(path).startsWith(shell));
      if (shellPage) errors.push(`${who}: route ${path} claims the shell's page ${shellPage}`);
      const owner = claims.get(path);
      if (owner) errors.push(`${who}: route ${path} is already claimed${owner === name ? ' by this remote' : ` by remote "${owner}"`}`);
      else claims.set(path, name ?? `#${index + 1}`);
      owned.push(path);
    });
    if (remote.nav !== undefined) {
      const nav = isObject(remote.nav) ? remote.nav : {};
      const navPath = typeof nav.path === 'string' ? nav.path : '';
      if (typeof nav.label !== 'string' || !nav.label.trim()) errors.push(`${who}: "nav" needs a "label"`);
      const ownsNavPath = owned.some((path) => (path.endsWith('*') ? navPath.startsWith(stem(path)) : navPath === path));
      if (!/^\/.*\/$/.test(navPath) || !ownsNavPath) errors.push(`${who}: "nav" path ${JSON.stringify(nav.path)} is not one of its own routes`);
    }
    if (basePath && owned.length && !owned.map(stem).some((s) => s.startsWith(basePath === '/' ? '/' : `${basePath}/`))) {
      errors.push(`${who}: "basePath" ${basePath} is not a prefix of any of its routes`);
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, registry: doc as unknown as Registry };
}
