// The routing the guards decide with, as the registry arrives: `loading` until /remotes.json is
// fetched and validated, then the registry (or the last good one), or `unavailable`.
import { useEffect, useState } from 'react';
import type { LoadedRegistry } from '../../lib/registry';
import { routingFrom, routingWithout, type Routing } from './route-table';

export function useRouting(loaded: Promise<LoadedRegistry>): Routing {
  const [routing, setRouting] = useState<Routing>(() => routingWithout('loading'));
  useEffect(() => {
    let active = true;
    void loaded.then(
      ({ registry, refused }) => active && setRouting(registry ? routingFrom(registry, refused) : routingWithout('unavailable', refused)),
      () => active && setRouting(routingWithout('unavailable')),
    );
    return () => {
      active = false;
    };
  }, [loaded]);
  return routing;
}
