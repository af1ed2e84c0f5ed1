// The page's one QueryClient, the one QueryProvider puts above every root: for jest's setup (it empties
// the cache between tests) and for tests that look into the cache or empty it as a reload would.
// @flora/shared/data does not export it (product code reaches it through the provider), so it is
// taken from the provider as a component would.
import { useQueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { QueryProvider } from '@flora/shared/data';

function providedClient() {
  const { result, unmount } = renderHook(() => useQueryClient(), { wrapper: QueryProvider });
  unmount();
  return result.current;
}

export const pageQueryClient = providedClient();
