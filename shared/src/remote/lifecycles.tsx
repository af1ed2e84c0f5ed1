// The remote contract (DESIGN §3): a remote's root component becomes lifecycles (single-spa's
// interface: bootstrap, mount, update, unmount) that render it in a React root inside a router over
// the one shared history, so links switch remotes without a reload, and under the page's one
// QueryClient (the provider the remote hands in from @flora/shared/data: this main entry never
// imports a secondary one), so every remote reads and writes one cache. A React root and an error
// boundary are all of single-spa-react this needs (and MountedRemote all of single-spa): 8.6 KiB
// gzip less on every page with a remote.
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { history } from '../navigation/history';
import { HistoryRouter } from '../navigation/router';
import { ErrorPage } from '../ui/error-page';
import { LoadingState } from '../ui/loading-state';
import { isChunkLoadError, NewBuildContext, requestNewBuild } from './stale-build';
import type { RemoteLifecycles, RemoteMountProps, RemoteMountTarget } from './mount-props';

export type RemoteRoot = ComponentType<RemoteMountProps>;

/** The page's one query cache around a remote (`QueryProvider` of @flora/shared/data). */
export type QueryProviderComponent = ComponentType<{ children: ReactNode }>;

/**
 * A remote's render error shows the error page in its place, not a blank page; a chunk a newer deploy
 * removed makes the host load the remote's new build instead (stale-build.ts).
 */
class RemoteErrorBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => boolean }, { error: Error | null; newBuild: boolean }> {
  state = { error: null as Error | null, newBuild: false };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    if (this.props.onError(error)) this.setState({ newBuild: true });
  }

  render() {
    const { error, newBuild } = this.state;
    if (newBuild) return <LoadingState />;
    return error ? (
      <ErrorPage message="This page could not be shown." detail={error.message} onRetry={() => window.location.reload()} />
    ) : (
      this.props.children
    );
  }
}

/** Tells its mount or update that React has committed the render. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit);
  return children;
}

export function createRemoteLifecycles(Root: RemoteRoot, QueryProvider: QueryProviderComponent): RemoteLifecycles {
  // One React root per element the remote is mounted into.
  const roots = new Map<HTMLElement, ReactRoot>();
  // One per element, so that the context's value (and its consumers) stay the same across updates.
  const newBuildRequests = new Map<HTMLElement, (error: unknown) => boolean>();
  const render = (root: ReactRoot, { basePath, name, domElement }: RemoteMountTarget) => {
    const onError = newBuildRequests.get(domElement)!;
    return new Promise<void>((resolve) =>
      root.render(
        <Committed onCommit={resolve}>
          <NewBuildContext.Provider value={onError}>
            <RemoteErrorBoundary onError={onError}>
              <QueryProvider>
                <HistoryRouter history={history}>
                  <Root basePath={basePath} name={name} />
                </HistoryRouter>
              </QueryProvider>
            </RemoteErrorBoundary>
          </NewBuildContext.Provider>
        </Committed>,
      ),
    );
  };
  return {
    bootstrap: async () => undefined,
    async mount(props) {
      const root = createRoot(props.domElement);
      roots.set(props.domElement, root);
      newBuildRequests.set(props.domElement, (error) => isChunkLoadError(error) && requestNewBuild(props.domElement));
      await render(root, props);
    },
    async update(props) {
      const root = roots.get(props.domElement);
      if (root) await render(root, props);
    },
    async unmount({ domElement }) {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
      newBuildRequests.delete(domElement);
    },
  };
}
