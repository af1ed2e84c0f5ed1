// The remote registry file (remotes.json at the repository root, or FLORA_REMOTES_FILE): a deployer
// edits it to add, move or retire a remote; the shell's static server re-reads it on every
// /remotes.json request and every page (its CSP names the registry's origins), so an edit needs no
// restart and no build. The shell validates what it gets (shell/src/features/remotes/registry-validation.ts).
//
// Manifest URLs may use two placeholders, filled in per request so one file serves every port set
// (npm start, the e2e tests and the bench run the platform on offset ports):
//   {host}        FLORA_PUBLIC_HOST, else localhost
//   {port:NAME}   the port of app NAME from tools/ports.js (FLORA_PORT_NAME overrides it)
const fs = require('node:fs');
const path = require('node:path');
const { port } = require('../ports');

const DEFAULT_FILE = path.resolve(__dirname, '../../remotes.json');

/** The registry file this process serves. */
function registryFile() {
  return process.env.FLORA_REMOTES_FILE ? path.resolve(process.env.FLORA_REMOTES_FILE) : DEFAULT_FILE;
}

function portOf(name) {
  const fromEnv = process.env[`FLORA_PORT_${name.toUpperCase().replace(/-/g, '_')}`];
  if (fromEnv) return fromEnv;
  try {
    const value = port(name);
    return value === undefined ? null : String(value);
  } catch {
    return null;
  }
}

/** A manifest URL with its placeholders filled in; an unknown placeholder stays (the shell refuses it). */
function resolveManifest(value) {
  if (typeof value !== 'string') return value;
  const host = process.env.FLORA_PUBLIC_HOST || 'localhost';
  return value.replace(/\{host\}/g, host).replace(/\{port:([a-z][a-z0-9-]*)\}/g, (whole, name) => portOf(name) ?? whole);
}

/** The registry document with every manifest URL (a canary's too) resolved, other fields untouched. */
function resolveRegistry(doc) {
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.remotes)) return doc;
  const resolveRemote = (remote) => {
    const resolved = { ...remote, manifest: resolveManifest(remote.manifest) };
    if (remote.canary && typeof remote.canary === 'object') resolved.canary = { ...remote.canary, manifest: resolveManifest(remote.canary.manifest) };
    return resolved;
  };
  return { ...doc, remotes: doc.remotes.map((remote) => (remote && typeof remote === 'object' ? resolveRemote(remote) : remote)) };
}

/**
 * A reader of the registry file, read anew on every call. A file that is not JSON (a half-saved
 * edit) is served as it is, so the shell refuses it and keeps its last good registry; the page
 * policy keeps the origins of the last file this reader could parse.
 * @returns {() => { body: string, registry: unknown }}
 */
function createRegistryReader(file = registryFile()) {
  let lastParsed = null;
  return () => {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      console.error(`[flora] cannot read the remote registry ${file}: ${error.message}`);
      return { body: JSON.stringify({ remotes: [], error: 'registry file missing' }), registry: lastParsed };
    }
    try {
      lastParsed = resolveRegistry(JSON.parse(text));
      return { body: JSON.stringify(lastParsed, null, 2), registry: lastParsed };
    } catch {
      console.error(`[flora] the remote registry ${file} is not valid JSON; serving it as it is`);
      return { body: text, registry: lastParsed };
    }
  };
}

/** The distinct http(s) origins of the registry's manifest URLs, canaries included (anything else is ignored). */
function registryOrigins(registry) {
  const values = Array.isArray(registry?.remotes)
    ? registry.remotes.flatMap((remote) => [remote?.manifest, remote?.canary?.manifest])
    : Object.values(registry ?? {});
  const origins = new Set();
  for (const value of values) {
    try {
      const url = new URL(String(value));
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not a URL: the shell will refuse the registry or fail that remote; the policy names nothing for it
    }
  }
  return [...origins].sort();
}

module.exports = { createRegistryReader, registryFile, registryOrigins };
