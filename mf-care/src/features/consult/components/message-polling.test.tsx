// New replies without a reload: the newest page is polled (here every 250 ms instead of 20 s),
// not while the tab is hidden, and a new clinician reply is told in a polite live region.
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { aMessage, DEMO_THREAD, MESSAGES, stub } from '../consult.fixtures';
import { MessageThread } from './message-thread';

beforeEach(() => signIn({ email: 'dana@flora.test' }));
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
  signOut();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const renderThread = () => renderScreen(<MessageThread uid="c-1" closed={false} pollMs={250} />, { path: '/treatments/consults/c-1/' });
const notice = () => screen.getAllByRole('status').find((el) => el.tagName === 'P' && !el.closest('form'))!;
const polls = () => stub.requestsTo(MESSAGES).length;

test('the page polls gently by default: every 20 s, far under the cap of 50 requests in 10 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  stub.answer({ [MESSAGES]: { body: DEMO_THREAD } });
  renderScreen(<MessageThread uid="c-1" closed={false} />, { path: '/treatments/consults/c-1/' });
  await screen.findByRole('region', { name: 'Conversation with your care team' });
  await apiIdle();
  const first = polls();
  // 5 s to spare for the time that runs on its own while a busy machine renders.
  await act(() => jest.advanceTimersByTimeAsync(15_000));
  await apiIdle();
  expect(polls()).toBe(first);
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  await waitFor(() => expect(polls()).toBe(first + 1));
});

test("a clinician's reply appears without a reload, told in a polite live region", async () => {
  stub.answer({ [MESSAGES]: { body: DEMO_THREAD } });
  renderThread();
  const region = await screen.findByRole('region', { name: 'Conversation with your care team' });
  // What was there at first is not news.
  await waitFor(() => expect(polls()).toBeGreaterThan(1));
  expect(notice()).toBeEmptyDOMElement();

  stub.answer({ [MESSAGES]: { body: [aMessage(4, 'clinician', 'Yes, Monday is perfect. Call 415-555-0199 with any worry.'), ...DEMO_THREAD] } });
  expect(await within(region).findByText(/Monday is perfect/)).toBeInTheDocument();
  expect(within(region).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Message from Sam S\.Clinician.*Monday is perfect/);
  await waitFor(() => expect(notice()).toHaveTextContent('New message from Sam S.'));
  expect(notice()).toHaveAttribute('role', 'status');
});

test('no polling while the tab is hidden; back in view, it asks at once and goes on', async () => {
  // Fake time that also runs on its own: four poll intervals pass hidden without waiting for them.
  jest.useFakeTimers({ advanceTimers: true });
  stub.answer({ [MESSAGES]: { body: DEMO_THREAD } });
  renderThread();
  await screen.findByRole('region', { name: 'Conversation with your care team' });
  await waitFor(() => expect(polls()).toBeGreaterThan(1));

  act(() => setVisibility('hidden'));
  await apiIdle();
  const whileHidden = polls();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  await apiIdle();
  expect(polls()).toBe(whileHidden);

  stub.answer({ [MESSAGES]: { body: [aMessage(4, 'clinician', 'Checking in on you.'), ...DEMO_THREAD] } });
  act(() => setVisibility('visible'));
  expect(await screen.findByText('Checking in on you.')).toBeInTheDocument();
  await waitFor(() => expect(polls()).toBeGreaterThan(whileHidden + 1));
});
