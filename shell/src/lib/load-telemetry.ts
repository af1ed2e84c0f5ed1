// What this browser did with each remote's entry (the remote status page, /status/, reads it):
// when the entry started and finished loading, whether it loaded, and the last error. A tiny
// module-level store: the federation loader writes, the page subscribes (useSyncExternalStore).
// Kept free of React and of the federation runtime so the shell's first bundle stays small.

import type { RemoteVersions } from './remote-versions';

export type EntryState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface EntryRecord {
  state: EntryState;
  /** performance.now() when the entry started loading (the latest attempt). */
  startedAt?: number;
  /** performance.now() when it loaded or failed. */
  finishedAt?: number;
  /** finishedAt - startedAt of the latest successful load. */
  durationMs?: number;
  /** The message of the latest failure (kept after a later success, so staff can see it happened). */
  lastError?: string;
}

export type EntryLoader = (remote: string) => Promise<void>;

/** A remote as this browser registered it: its registry name and its builds (after any QA override). */
export interface RegisteredRemote {
  remote: string;
  versions: RemoteVersions;
}

export type RegistryRecord =
  | { state: 'pending' }
  | { state: 'ready'; remotes: readonly RegisteredRemote[] }
  | { state: 'failed'; error: string };

const NOT_LOADED: EntryRecord = Object.freeze({ state: 'not-loaded' });

let records: Readonly<Record<string, EntryRecord>> = {};
let entryLoader: EntryLoader | null = null;
let registry: RegistryRecord = { state: 'pending' };
const listeners = new Set<() => void>();

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function update(remote: string, next: (current: EntryRecord) => EntryRecord): void {
  records = { ...records, [remote]: next(records[remote] ?? NOT_LOADED) };
  listeners.forEach((listener) => listener());
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The entry started loading (ignored while it is already loading or loaded). */
export function entryStarted(remote: string, at = now()): void {
  const current = records[remote]?.state;
  if (current === 'loading' || current === 'loaded') return;
  update(remote, (record) => ({ ...record, state: 'loading', startedAt: at, finishedAt: undefined }));
}

/** A fresh attempt ("Try again"): times the next load from now even if an entry had loaded. */
export function entryRestarted(remote: string, at = now()): void {
  update(remote, (record) => ({ ...record, state: 'loading', startedAt: at, finishedAt: undefined }));
}

export function entryLoaded(remote: string, at = now()): void {
  if (records[remote]?.state === 'loaded') return;
  update(remote, (record) => {
    const startedAt = record.startedAt ?? at;
    return { ...record, state: 'loaded', startedAt, finishedAt: at, durationMs: Math.max(0, Math.round(at - startedAt)) };
  });
}

export function entryFailed(remote: string, error: unknown, at = now()): void {
  update(remote, (record) => ({ ...record, state: 'failed', finishedAt: at, lastError: errorMessage(error) }));
}

export function entryRecord(remote: string): EntryRecord {
  return records[remote] ?? NOT_LOADED;
}

/** Every record so far; a new object after each change (a stable snapshot for useSyncExternalStore). */
export function entryRecords(): Readonly<Record<string, EntryRecord>> {
  return records;
}

export function subscribeToEntries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The registry this browser runs with (after any QA override). The entry records are of its remotes:
 * a registry registered anew starts with none loaded.
 */
export function registryLoaded(remotes: readonly RegisteredRemote[]): void {
  registry = { state: 'ready', remotes };
  records = {};
  listeners.forEach((listener) => listener());
}

export function registryFailed(error: unknown): void {
  registry = { state: 'failed', error: errorMessage(error) };
  listeners.forEach((listener) => listener());
}

export function registryRecord(): RegistryRecord {
  return registry;
}

/** The federation loader registers how to load a remote's entry on demand (the page's "Load"). */
export function setEntryLoader(loader: EntryLoader): void {
  entryLoader = loader;
}

export async function loadEntryNow(remote: string): Promise<void> {
  if (!entryLoader) throw new Error('The remote registry is not available in this browser');
  await entryLoader(remote);
}
