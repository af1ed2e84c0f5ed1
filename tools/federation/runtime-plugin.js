// Federation runtime plugin for every build (DESIGN §3 "Loading and failure", §8):
// - remote entries and manifests time out at 120 s like webpack chunks (the runtime's own
//   defaults are 20 s for entries and none for manifests);
// - a transient failure of either is retried before the error reaches the page.
// No React here: build-time runtime plugins run before any shared module is available. The time-out
// comes from a plain JSON file (bundled as data), not from @flora/shared's modules.
import limits from '../../shared/src/domain/limits.json';

const TIMEOUT_MS = limits.CHUNK_LOAD_TIMEOUT_MS; // SPEC §9 chunk time-out, the same as webpack's
const RETRIES = 2;
const RETRY_DELAY_MS = 500;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetry(url, init) {
  let lastError;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await wait(RETRY_DELAY_MS * attempt);
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(TIMEOUT_MS) });
      // A 5xx is transient; a 4xx is an answer.
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export default function floraRuntimePlugin() {
  return {
    name: 'flora-timeouts-and-retry',
    createScript() {
      return { timeout: TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
      for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
        await wait(RETRY_DELAY_MS * attempt);
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // try again, then give up: the page shows the error with "Try again"
        }
      }
      return undefined;
    },
  };
}
