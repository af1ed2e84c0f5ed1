// The remote contract: `./app` is single-spa-react lifecycles over the remote's routes.
import { createRemoteLifecycles } from '@flora/shared';
import { QueryProvider } from '@flora/shared/data';
import { ShopRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(ShopRoutes, QueryProvider);
