// Loading the remote registry: /remotes.json validated (lib/registry-validation.ts), the last good
// one kept in this browser. The app loads it at once on a remote's path, and only after the first
// render on the shell's own public pages (login, 404), which do not need it (start-app.tsx).
import type { LoadedRegistry, Registry } from '../../lib/registry';
import { validateRegistry } from '../../lib/registry-validation';

const LAST_GOOD_KEY = 'flora:last-good-registry';

/** The one small request the guards wait for (started by bootstrap beside this chunk's download). */
export const fetchRegistry = (): Promise<Response> => fetch('/remotes.json', { cache: 'no-cache' });

function lastGood(storage: Storage): Registry | null {
  try {
    const result = validateRegistry(JSON.parse(storage.getItem(LAST_GOOD_KEY) ?? 'null'));
    return result.ok ? result.registry : null;
  } catch {
    return null;
  }
}

/**
 * Fetches /remotes.json (one small request; the guards need it before any remote is downloaded) and
 * validates it. Valid: kept as the last good registry. Unreachable, not JSON or refused: every reason
 * goes to the console and the last good registry routes instead (or none: remote paths then show
 * the remote error page; the shell's pages and login keep working).
 */
export async function loadRegistry(request: Promise<Response> = fetchRegistry(), storage: Storage = window.localStorage): Promise<LoadedRegistry> {
  let refused: string[];
  try {
    const response = await request;
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const result = validateRegistry(await response.json());
    if (result.ok) {
      storage.setItem(LAST_GOOD_KEY, JSON.stringify(result.registry));
      return { registry: result.registry, source: 'fetched', refused: null };
    }
    refused = result.errors;
  } catch (error) {
    refused = [error instanceof Error ? error.message : String(error)];
  }
  const kept = lastGood(storage);
  console.error(
    `[flora] /remotes.json refused; ${kept ? 'routing with the last good registry' : 'no last good registry: remote pages are unavailable'}.\n- ${refused.join('\n- ')}`,
  );
  return { registry: kept, source: kept ? 'last-good' : 'none', refused };
}
