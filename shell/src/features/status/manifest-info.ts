// What a remote's mf-manifest.json says about its build: name, version, a build id and the shared
// libraries (with the ranges) it was built against. The build id is a short hash of the manifest
// itself: the manifest lists every content-hashed chunk, so any change to the build changes it.
import type { SharedLibrary } from './shared-compat';

export interface ManifestInfo {
  url: string;
  buildName?: string;
  buildVersion?: string;
  /** 8 hex digits (FNV-1a of the manifest's text). */
  buildId: string;
  shared: SharedLibrary[];
  exposes: string[];
}

interface RawManifest {
  metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
  shared?: { name?: string; version?: string; requiredVersion?: string; singleton?: boolean }[];
  exposes?: { path?: string }[];
}

function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function parseManifest(url: string, text: string): ManifestInfo {
  let raw: RawManifest;
  try {
    raw = JSON.parse(text) as RawManifest;
  } catch {
    throw new Error('The manifest is not valid JSON');
  }
  if (!raw || typeof raw !== 'object' || !raw.metaData) throw new Error('This is not a Module Federation manifest');
  return {
    url,
    buildName: raw.metaData.buildInfo?.buildName,
    buildVersion: raw.metaData.buildInfo?.buildVersion,
    buildId: shortHash(text),
    shared: (raw.shared ?? [])
      .filter((s): s is typeof s & { name: string } => typeof s.name === 'string')
      .map(({ name, version, requiredVersion, singleton }) => ({ name, version, requiredVersion, singleton })),
    exposes: (raw.exposes ?? []).map((e) => e.path ?? '').filter(Boolean),
  };
}

export async function fetchManifest(url: string, signal?: AbortSignal): Promise<ManifestInfo> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`The manifest could not be reached (${url})`);
  }
  if (!response.ok) throw new Error(`The manifest answered ${response.status}`);
  return parseManifest(url, await response.text());
}
