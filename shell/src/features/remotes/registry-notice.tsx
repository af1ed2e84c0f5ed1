// A refused /remotes.json is reported loudly: always on the console (registry.ts), and to staff on
// every page, with each reason, while the last good registry routes.
import { Banner } from '@flora/shared';
import type { Visitor } from '../../lib/visitor';

export function RegistryNotice({ refused, visitor }: { refused: string[] | null; visitor: Visitor }) {
  if (!refused || !visitor.user?.is_staff) return null;
  return (
    <Banner tone="warning" title="The remote registry (/remotes.json) was refused">
      The last good registry is in use. Fix: {refused.join('; ')}.
    </Banner>
  );
}
