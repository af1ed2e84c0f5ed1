// The remote contract (DESIGN §3): a remote's root component becomes single-spa-react lifecycles
// rendered inside a router over the one shared history, so links switch remotes without a reload,
// and under the page's one QueryClient (the provider the remote hands in from @flora/shared/data:
// this main entry never imports a secondary one), so every remote reads and writes one cache.
// single-spa-react is fetched at the first bootstrap (a remote being mounted), not with the shell:
// it is not on the login page's critical path.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import { history } from '../navigation/history';
import { HistoryRouter } from '../navigation/router';
import { ErrorPage } from '../ui/error-page';
import type { RemoteMountProps } from './mount-props';

export type RemoteRoot = React.ComponentType<RemoteMountProps>;

/** The page's one query cache around a remote (`QueryProvider` of @flora/shared/data). */
export type QueryProviderComponent = React.ComponentType<{ children: React.ReactNode }>;

export function createRemoteLifecycles(Root: RemoteRoot, QueryProvider: QueryProviderComponent): LifeCycles<RemoteMountProps> {
  let lifecycles: Promise<LifeCycles<RemoteMountProps>> | null = null;
  const ready = () =>
    (lifecycles ??= import('single-spa-react').then(
      ({ default: singleSpaReact }) =>
        singleSpaReact<RemoteMountProps>({
          React,
          ReactDOMClient,
          rootComponent: (props: RemoteMountProps) => (
            <QueryProvider>
              <HistoryRouter history={history}>
                <Root basePath={props.basePath} name={props.name} />
              </HistoryRouter>
            </QueryProvider>
          ),
          errorBoundary: (error: Error) => (
            <ErrorPage message="This page could not be shown." detail={error.message} onRetry={() => window.location.reload()} />
          ),
        }) as LifeCycles<RemoteMountProps>,
    ));
  const call =
    (name: 'bootstrap' | 'mount' | 'unmount' | 'update'): LifeCycleFn<RemoteMountProps> =>
    async (props) => {
      // single-spa-react gives one function per lifecycle.
      await ((await ready())[name] as LifeCycleFn<RemoteMountProps>)(props);
    };
  return { bootstrap: call('bootstrap'), mount: call('mount'), unmount: call('unmount'), update: call('update') };
}
