// What the next click needs (issue 30): once the page has rendered and the browser is idle, the
// manifest, entry and `./app` code of each remote a header link leads to are fetched, not run (the
// federation loader's on-demand load, as the status page's "Load"), so moving to another remote
// waits only for its page's own chunk and data. Only remotes the guards let this visitor reach;
// each remote's entry loads once per page.
import { useEffect } from 'react';
import { useLocation } from '@flora/shared';
import type { Visitor } from '../lib/visitor';
import { navigationFor, type NavItem } from '../features/frame/navigation-items';
import { afterFirstRender } from '../features/remotes/after-first-render';
import { decide } from '../features/routing/guards';
import type { Routing } from '../features/routing/route-table';
import { loadEntryNow } from '../lib/load-telemetry';

/** The remotes the header's links lead this visitor to, except the one showing `pathname`. */
function linkedRemotes(pathname: string, visitor: Visitor, routing: Routing, registryNav: NavItem[]): string[] {
  const remoteOf = (path: string) => {
    const decision = decide(path, '', visitor, routing);
    return decision.kind === 'remote' ? decision.remote : null;
  };
  const here = remoteOf(pathname);
  const linked = navigationFor(visitor.user, registryNav).map((item) => remoteOf(item.to));
  return [...new Set(linked)].filter((remote): remote is string => remote !== null && remote !== here);
}

export function PrefetchLinkedRemotes({ visitor, routing, registryNav }: { visitor: Visitor; routing: Routing; registryNav: NavItem[] }) {
  const { pathname } = useLocation();
  const remotes = routing.status === 'ready' ? linkedRemotes(pathname, visitor, routing, registryNav).join(' ') : '';

  useEffect(() => {
    if (!remotes) return;
    // A failed prefetch is recorded for the status page and retried by the click that needs it.
    return afterFirstRender(() => {
      for (const remote of remotes.split(' ')) void loadEntryNow(remote).catch(() => undefined);
    });
  }, [remotes]);

  return null;
}
