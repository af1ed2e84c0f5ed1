// Fetches every registered remote's mf-manifest.json; `refresh` fetches them all again. Each remote
// has its own state, so one unreachable manifest is reported in its row and the others still show.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/load-telemetry';
import { fetchManifest, type ManifestInfo } from './manifest-info';

export type ManifestState = { status: 'loading' } | { status: 'ok'; info: ManifestInfo } | { status: 'error'; message: string };

export interface Manifests {
  byRemote: Readonly<Record<string, ManifestState>>;
  /** When the latest round of fetches finished (null while the first is running). */
  checkedAt: Date | null;
  refreshing: boolean;
  refresh: () => void;
}

/** `remotes`: each remote with the manifest this browser loads it from. */
export function useManifests(remotes: readonly { remote: string; manifestUrl: string }[] | null): Manifests {
  const [byRemote, setByRemote] = useState<Record<string, ManifestState>>({});
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!remotes) return;
    const controller = new AbortController();
    setRefreshing(true);
    setByRemote((current) => {
      const next: Record<string, ManifestState> = {};
      // Keep what is on screen while refreshing; new rows start as loading.
      for (const { remote } of remotes) next[remote] = current[remote] ?? { status: 'loading' };
      return next;
    });
    const fetches = remotes.map(async ({ remote, manifestUrl }) => {
      let state: ManifestState;
      try {
        state = { status: 'ok', info: await fetchManifest(manifestUrl, controller.signal) };
      } catch (error) {
        state = { status: 'error', message: errorMessage(error) };
      }
      if (!controller.signal.aborted) setByRemote((current) => ({ ...current, [remote]: state }));
    });
    void Promise.all(fetches).then(() => {
      if (controller.signal.aborted) return;
      setCheckedAt(new Date());
      setRefreshing(false);
    });
    return () => controller.abort();
  }, [remotes, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { byRemote, checkedAt, refreshing, refresh };
}
