// Waits until the page's API client has no request in flight — e.g. the save a page makes as it
// unmounts — so a test's requests end inside that test instead of after a guessed sleep.
import { api } from '@flora/shared';

let inFlight = 0;
for (const method of ['request', 'get', 'post', 'put', 'patch', 'delete'] as const) {
  const call = api[method].bind(api) as (...args: unknown[]) => Promise<unknown>;
  (api as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
    inFlight += 1;
    return call(...args).finally(() => {
      inFlight -= 1;
    });
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once every call started so far (this task's microtasks included) has answered. */
export async function apiIdle(timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await nextTask();
  while (inFlight > 0) {
    if (Date.now() > deadline) throw new Error(`apiIdle(): ${inFlight} API request(s) still in flight after ${timeoutMs} ms`);
    await nextTask();
  }
}
