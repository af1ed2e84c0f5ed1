// A stored session's first page: the remote that shows it is fetched beside the re-read of the user,
// decided for the stored user; nothing without one, and nothing for a page she would be sent away from.
import { setEntryLoader } from '../lib/load-telemetry';
import type { LoadedRegistry, Registry } from '../lib/registry';
import { validateRegistry } from '../lib/registry-validation';
import { repoRegistryDocument } from '../lib/repo-registry.fixture';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { prefetchPageRemote } from './prefetch-page-remote';

const registry: LoadedRegistry = { registry: (validateRegistry(repoRegistryDocument()) as { registry: Registry }).registry, source: 'fetched', refused: null };
const CONSUMER = { email: 'pat@flora.test', emailVerified: true, consentCompleted: { research: true } };

let loaded: jest.Mock;
beforeEach(() => {
  loaded = jest.fn().mockResolvedValue(undefined);
  setEntryLoader(loaded);
});
afterEach(() => {
  signOut();
  window.history.replaceState(null, '', '/');
});

async function prefetchAt(path: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  await prefetchPageRemote(Promise.resolve(registry), Promise.resolve());
  return loaded.mock.calls.map(([remote]) => remote as string);
}

it("a consumer's My Tests: mf-results, before the guards have the fresh user", async () => {
  signIn(CONSUMER);
  expect(await prefetchAt('/tests/')).toEqual(['results']);
});

it('Care: mf-care', async () => {
  signIn(CONSUMER);
  expect(await prefetchAt('/care/')).toEqual(['care']);
});

it("the back office for someone who is not staff: nothing (she is sent to the not-found page)", async () => {
  signIn(CONSUMER);
  expect(await prefetchAt('/clinic/')).toEqual([]);
});

it('no stored user: nothing', async () => {
  expect(await prefetchAt('/tests/')).toEqual([]);
});

it('waits for the loader', async () => {
  signIn(CONSUMER);
  let ready = () => {};
  const loader = new Promise<void>((resolve) => (ready = resolve));
  window.history.replaceState(null, '', '/tests/');
  const prefetched = prefetchPageRemote(Promise.resolve(registry), loader);
  await Promise.resolve();
  expect(loaded).not.toHaveBeenCalled();
  ready();
  await prefetched;
  expect(loaded).toHaveBeenCalledWith('results');
});
