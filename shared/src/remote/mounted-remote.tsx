// Mounts an exposed module of any remote (`./app` for a page, or a parcel such as mf-shop's
// `./cart-panel`) with one loading and failure handling: a loading state, then the remote, or
// the error page with "Try again" that reloads only this remote. A remote whose build was replaced
// under this tab (a chunk it needs is gone) is loaded anew once, in place (stale-build.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorPage } from '../ui/error-page';
import { LoadingState } from '../ui/loading-state';
import { loadRemoteModule } from './remote-loader';
import { isChunkLoadError, onNewBuildRequest } from './stale-build';
import type { RemoteLifecycles, RemoteMountTarget } from './mount-props';

export interface MountedRemoteProps {
  remote: string;
  /** The exposed module; `./app` by default. */
  exposed?: string;
  basePath?: string;
  /** What the user is told failed, e.g. "The care app". */
  label?: string;
  /** Parcels (like the cart panel) show nothing while loading and nothing visible on failure. */
  quiet?: boolean;
}

type Phase = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; error: Error };

/** A remote's lifecycles mounted into this component's element. */
interface Mounted {
  lifecycles: RemoteLifecycles;
  props: RemoteMountTarget;
  /** Settles once it is mounted (or failed to). */
  mounting: Promise<void>;
}

export function MountedRemote({ remote, exposed = './app', basePath = '/', label, quiet = false }: MountedRemoteProps) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Mounted | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Once while mounted here: a new build that misses chunks too shows the error page, not a loop.
  const newBuildLoaded = useRef(false);
  const loadNewBuild = useCallback(() => {
    if (newBuildLoaded.current) return false;
    newBuildLoaded.current = true;
    setAttempt((n) => n + 1);
    return true;
  }, []);

  useEffect(() => onNewBuildRequest(host.current!, loadNewBuild), [loadNewBuild]);

  useEffect(() => {
    let active = true;
    setPhase({ kind: 'loading' });
    const fail = (error: unknown) => {
      if (active) setPhase({ kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    };
    loadRemoteModule(remote, exposed, { fresh: attempt > 0 })
      .then((lifecycles) => {
        if (!active || !host.current) return;
        const props = { domElement: host.current, basePath, name: remote };
        const mounting = lifecycles.bootstrap(props).then(() => lifecycles.mount(props));
        parcel.current = { lifecycles, props, mounting };
        mounting.then(() => active && setPhase({ kind: 'ready' }), fail);
      })
      .catch((error: unknown) => {
        // e.g. the entry was fetched before a deploy and the `./app` chunk it names is gone
        if (!(active && isChunkLoadError(error) && loadNewBuild())) fail(error);
      });
    return () => {
      active = false;
      const mounted = parcel.current;
      parcel.current = null;
      mounted?.mounting.then(() => mounted.lifecycles.unmount(mounted.props)).catch(() => undefined);
    };
    // basePath changes are passed with update() below, without remounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, exposed, attempt]);

  useEffect(() => {
    const mounted = parcel.current;
    if (mounted && phase.kind === 'ready') void mounted.lifecycles.update({ ...mounted.props, basePath, name: remote });
  }, [basePath, remote, phase.kind]);

  const what = label ?? `The ${remote} app`;
  return (
    <>
      {phase.kind === 'loading' && !quiet && <LoadingState label={`Loading…`} />}
      {phase.kind === 'failed' && !quiet && (
        <ErrorPage
          message={`${what} could not be loaded.`}
          detail={phase.error.message}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div ref={host} data-remote={remote} hidden={phase.kind === 'failed'} />
    </>
  );
}
