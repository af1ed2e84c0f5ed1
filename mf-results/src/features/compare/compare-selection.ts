// Which two results Compare shows, of her ready results (latest first by results date): the pair
// the URL names (?before=HASH&after=HASH). Without a choice, the latest two (the older one before);
// with one side chosen, its nearest neighbour fills the other; a hash that is not one of her ready
// results (someone else's, unknown, or not ready yet) is not found.
import type { ReadyResult } from '../../lib/ready-results';

export type Selection = { found: true; before: string; after: string } | { found: false };

/** The pair to compare; call it with at least two ready results. */
export function selectPair(ready: readonly ReadyResult[], chosen: { before?: string | null; after?: string | null }): Selection {
  const index = (hash: string | null | undefined) => (hash ? ready.findIndex((r) => r.hash === hash) : -1);
  const [b, a] = [index(chosen.before), index(chosen.after)];
  if ((chosen.before && b < 0) || (chosen.after && a < 0)) return { found: false };
  if (b >= 0 && a >= 0) return { found: true, before: ready[b].hash, after: ready[a].hash };
  if (a >= 0) {
    // The result just older than "after", else the latest other one.
    const before = ready[a + 1] ?? ready.find((_, i) => i !== a)!;
    return { found: true, before: before.hash, after: ready[a].hash };
  }
  if (b >= 0) {
    // The result just newer than "before", else the latest other one.
    const after = b > 0 ? ready[b - 1] : ready[1];
    return { found: true, before: ready[b].hash, after: after.hash };
  }
  return { found: true, before: ready[1].hash, after: ready[0].hash };
}
