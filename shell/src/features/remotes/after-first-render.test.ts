import { afterFirstRender } from './after-first-render';

/** A page that shows nothing for this long counts as rendered. */
const FIRST_RENDER_TIMEOUT_MS = 5000;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<main id="main-content"></main>';
});
afterEach(() => jest.useRealTimers());

const flush = async () => {
  await Promise.resolve();
  jest.advanceTimersByTime(1000);
};

test('waits for the page heading in the main landmark, its frame on screen, then an idle moment', async () => {
  const done = jest.fn();
  afterFirstRender(done);
  await flush();
  expect(done).not.toHaveBeenCalled();
  document.getElementById('main-content')!.innerHTML = '<h1>My Tests</h1>';
  await Promise.resolve();
  // The next frame, and a quarter second for it to reach the screen: nothing starts beside it.
  jest.advanceTimersByTime(250);
  expect(done).not.toHaveBeenCalled();
  await flush();
  expect(done).toHaveBeenCalledTimes(1);
});

test("waits for the page's content: a heading over a part still loading is not rendered yet", async () => {
  const done = jest.fn();
  afterFirstRender(done);
  const main = document.getElementById('main-content')!;
  main.innerHTML = '<h1>My Tests</h1><div aria-busy="true">Loading your tests…</div><button aria-busy="true">Saving…</button>';
  await flush();
  expect(done).not.toHaveBeenCalled();
  main.querySelector('div')!.setAttribute('aria-busy', 'false');
  await flush();
  expect(done).toHaveBeenCalledTimes(1);
});

test('a page already rendered goes at once (after idle); a page without a heading does not wait for ever', async () => {
  document.getElementById('main-content')!.innerHTML = '<h1>Care</h1>';
  const now = jest.fn();
  afterFirstRender(now);
  await flush();
  expect(now).toHaveBeenCalledTimes(1);

  document.body.innerHTML = '<main id="main-content"></main>';
  const later = jest.fn();
  afterFirstRender(later);
  jest.advanceTimersByTime(FIRST_RENDER_TIMEOUT_MS - 1);
  expect(later).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1001);
  expect(later).toHaveBeenCalledTimes(1);
});

test('cancelled (the slot unmounted): never called', async () => {
  const done = jest.fn();
  const cancel = afterFirstRender(done);
  cancel();
  document.getElementById('main-content')!.innerHTML = '<h1>My Tests</h1>';
  jest.advanceTimersByTime(FIRST_RENDER_TIMEOUT_MS + 1000);
  expect(done).not.toHaveBeenCalled();
});
