// Which build of a remote a user loads (DESIGN §11): /remotes.json may give a remote a canary beside
// its stable manifest, for a share of users. The assignment is a hash of the remote's name and the
// user's id (no other data), so a user stays on the same version across reloads and devices, and a
// remote's canary users are not the same people as another's. Rollback: edit the file back.
import type { RemoteName } from './remote-name';
import type { RemoteEntry } from './registry';

export interface Canary {
  /** The canary build's mf-manifest.json. */
  manifest: string;
  /** The share of signed-in users that load it: a whole number from 0 to 100. */
  share: number;
}

/** A remote's builds as the registry (or a QA override) gives them. */
export interface RemoteVersions {
  stable: string;
  canary?: Canary;
  /** A QA override (?override-remote=…) replaced the registry's manifest in this browser. */
  override?: boolean;
}

/** A registry entry's builds. */
export const versionsOf = (remote: RemoteEntry): RemoteVersions => (remote.canary ? { stable: remote.manifest, canary: remote.canary } : { stable: remote.manifest });

export type ServedVersion = 'stable' | 'canary' | 'override';

/** 0–99, the same for a user and a remote everywhere (FNV-1a of "remote:userId"). */
function canaryBucket(remote: RemoteName, userId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${userId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The manifest this user loads: the canary when her bucket is below its share; visitors not signed in get stable. */
export function servedManifest(remote: RemoteName, versions: RemoteVersions, userId: number | null): { url: string; version: ServedVersion } {
  if (versions.override) return { url: versions.stable, version: 'override' };
  const { canary } = versions;
  if (canary && userId !== null && canaryBucket(remote, userId) < canary.share) return { url: canary.manifest, version: 'canary' };
  return { url: versions.stable, version: 'stable' };
}
