// The header links the registry declares (a remote's `nav`), each shown only to whoever the guards
// would let through to its path: a new remote gets its link without a shell build.
import type { Visitor } from '../../lib/visitor';
import { decide } from './guards';
import type { Routing } from './route-table';

export function registryNavigation(routing: Routing, visitor: Visitor): { to: string; label: string }[] {
  if (!visitor.user) return [];
  return routing.nav
    .filter((item) => decide(item.path, '', visitor, routing).kind === 'remote')
    .map((item) => ({ to: item.path, label: item.label }));
}
