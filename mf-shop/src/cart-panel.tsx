// The `./cart-panel` contract: the same lifecycles as `./app`, over the cart panel.
import { createRemoteLifecycles } from '@flora/shared';
import { QueryProvider } from '@flora/shared/data';
import { CartPanel } from './features/cart/cart-panel';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(CartPanel, QueryProvider);
