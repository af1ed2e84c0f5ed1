// The cart-panel slot (DESIGN §3): when mf-shop exposes `./cart-panel`, it is mounted on every
// page for a signed-in consumer, once the page has first rendered (its code never competes with the
// page's). Anonymous pages such as /login/ download no remote code for it.
import { useEffect, useState } from 'react';
import { MountedRemote } from '@flora/shared';
import type { Visitor } from '../../lib/visitor';
import type { Manifests } from './registry';
import { afterFirstRender } from './after-first-render';
import { manifestExposes } from './manifest';
import { servedManifest } from '../../lib/remote-versions';

const CART_PANEL = './cart-panel';

/** `manifests`: the registry's remotes; `basePath`: where the registry mounts mf-shop. */
export function CartPanelSlot({ visitor, manifests, basePath }: { visitor: Visitor; manifests: Promise<Manifests>; basePath: string }) {
  const [available, setAvailable] = useState(false);
  const consumer = Boolean(visitor.user && !visitor.user.isProvider);
  const userId = visitor.user?.id ?? null;

  useEffect(() => {
    if (!consumer) return;
    let active = true;
    const cancel = afterFirstRender(() => {
      manifests
        .then((m) => (m.shop ? manifestExposes(servedManifest('shop', m.shop, userId).url, CART_PANEL) : false))
        .then((exposed) => active && setAvailable(exposed))
        .catch(() => active && setAvailable(false));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [consumer, userId, manifests]);

  if (!consumer || !available) return null;
  return <MountedRemote remote="shop" exposed={CART_PANEL} basePath={basePath} quiet />;
}
