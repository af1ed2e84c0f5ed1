// The remote contract: `./app` is the lifecycles of @flora/shared's createRemoteLifecycles over the remote's routes.
import { createRemoteLifecycles } from '@flora/shared';
import { QueryProvider } from '@flora/shared/data';
import { AuthRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(AuthRoutes, QueryProvider);
