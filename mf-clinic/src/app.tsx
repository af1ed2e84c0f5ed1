// The remote contract: `./app` is the lifecycles of @flora/shared's createRemoteLifecycles over the remote's routes.
import { createRemoteLifecycles } from '@flora/shared';
import { QueryProvider } from '@flora/shared/data';
import { ClinicRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(ClinicRoutes, QueryProvider);
