// The remote contract (DESIGN §3): a remote's root component becomes single-spa-react lifecycles
// rendered inside a router over the one shared history, so links switch remotes without a reload.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { history } from '../navigation/history';
import { ErrorPage } from '../ui/error-page';
import type { RemoteMountProps } from './mount-props';

export type RemoteRoot = React.ComponentType<RemoteMountProps>;

export function createRemoteLifecycles(Root: RemoteRoot): LifeCycles<RemoteMountProps> {
  function RemoteApp(props: RemoteMountProps) {
    return (
      <HistoryRouter history={history}>
        <Root basePath={props.basePath} name={props.name} />
      </HistoryRouter>
    );
  }
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteApp,
    errorBoundary: (error: Error) => (
      <ErrorPage message="This page could not be shown." detail={error.message} onRetry={() => window.location.reload()} />
    ),
  }) as LifeCycles<RemoteMountProps>;
}
