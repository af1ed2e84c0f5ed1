// Her results that are ready, latest results date first: what Compare chooses from, and how My
// Results knows there are two to compare.
import type { UserTestListItem } from './api/user-tests';

export interface ReadyResult {
  hash: string;
  readyAt: string;
}

export function readyResults(tests: readonly Pick<UserTestListItem, 'hash' | 'status' | 'results_ready_at'>[]): ReadyResult[] {
  return tests
    .filter((t) => t.status === 'ready' && t.results_ready_at)
    .map((t) => ({ hash: t.hash, readyAt: t.results_ready_at! }))
    .sort((a, b) => Date.parse(b.readyAt) - Date.parse(a.readyAt));
}
