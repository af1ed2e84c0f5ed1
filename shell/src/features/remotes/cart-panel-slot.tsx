// The cart-panel slot (DESIGN §3): when mf-shop exposes `./cart-panel`, it is mounted on every
// page for a signed-in consumer, once the page has first rendered (its code never competes with the
// page's). Anonymous pages such as /login/ download no remote code for it.
import { useEffect, useState } from 'react';
import { MountedRemote } from '@flora/shared';
import type { Visitor } from '../../lib/visitor';
import type { Registry } from './registry';
import { afterFirstRender } from './after-first-render';
import { manifestExposes } from './manifest';

const CART_PANEL = './cart-panel';

/** `basePath`: where the route table mounts mf-shop. */
export function CartPanelSlot({ visitor, registry, basePath }: { visitor: Visitor; registry: Promise<Registry>; basePath: string }) {
  const [available, setAvailable] = useState(false);
  const consumer = Boolean(visitor.user && !visitor.user.isProvider);

  useEffect(() => {
    if (!consumer) return;
    let active = true;
    const cancel = afterFirstRender(() => {
      registry
        .then((r) => manifestExposes(r.shop, CART_PANEL))
        .then((exposed) => active && setAvailable(exposed))
        .catch(() => active && setAvailable(false));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [consumer, registry]);

  if (!consumer || !available) return null;
  return <MountedRemote remote="shop" exposed={CART_PANEL} basePath={basePath} quiet />;
}
