import { act, renderHook } from '@testing-library/react';
import { useIsNarrowScreen } from './use-is-narrow-screen';

type Listener = () => void;

// A matchMedia stand-in whose answer the test controls, like resizing the window.
function stubMatchMedia(initiallyNarrow: boolean) {
  let narrow = initiallyNarrow;
  const listeners = new Set<Listener>();
  const queries: string[] = [];
  window.matchMedia = ((query: string) => {
    queries.push(query);
    return {
      get matches() {
        return narrow;
      },
      media: query,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    queries,
    listeners,
    resize(toNarrow: boolean) {
      narrow = toNarrow;
      listeners.forEach((l) => l());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

test('reports a screen below the SPEC breakpoint (600 px) as narrow and follows resizes', () => {
  const media = stubMatchMedia(true);
  const { result, unmount } = renderHook(() => useIsNarrowScreen());
  expect(result.current).toBe(true);
  expect(media.queries).toContain('(max-width: 599.98px)');

  act(() => media.resize(false));
  expect(result.current).toBe(false);

  act(() => media.resize(true));
  expect(result.current).toBe(true);

  unmount();
  expect(media.listeners.size).toBe(0);
});

test('is false when matchMedia is missing (jsdom)', () => {
  // @ts-expect-error simulate an environment without matchMedia
  delete window.matchMedia;
  const { result } = renderHook(() => useIsNarrowScreen());
  expect(result.current).toBe(false);
});
