import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { aConsult, aMessage, CONSULT, DEMO_THREAD, MESSAGES, renderConsultPage, stub } from '../consult.fixtures';

beforeEach(() => signIn({ email: 'dana@flora.test' }));
afterEach(signOut);

const conversation = () => screen.findByRole('region', { name: 'Conversation with your care team' });
const bodies = (region: HTMLElement) => within(region).getAllByRole('listitem').map((li) => li.querySelector('p:last-child')?.textContent);

test('the thread: oldest at the top, newest at the bottom, each with its author (named for screen readers) and time', async () => {
  stub.answer({ [CONSULT]: { body: aConsult() }, [MESSAGES]: { body: DEMO_THREAD } });
  renderConsultPage();

  const region = await conversation();
  expect(region).toHaveAttribute('tabindex', '0');
  expect(bodies(region)).toEqual([
    'Hello, how long should I take the boric acid?',
    'Hi Dana, your plan is ready. Questions? Call us at (415) 555-0100.',
    'Thank you! Is it fine to start on Monday?',
  ]);
  const [first, reply] = within(region).getAllByRole('listitem');
  expect(first).toHaveTextContent(/^Message from You/);
  expect(reply).toHaveTextContent(/^Message from Sam S\.Clinician/);
  expect(within(reply).getByText('Mar 3, 2026', { exact: false }).tagName).toBe('TIME');
  // Phone numbers are links that dial (SPEC §5).
  expect(within(reply).getByRole('link', { name: '(415) 555-0100' })).toHaveAttribute('href', 'tel:4155550100');

  expect(stub.requestsTo(MESSAGES)[0].url).toBe('/api/v1/consults/c-1/messages/?limit=100');
  expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
});

test('a full page offers the earlier messages, loaded above with the next cursor', async () => {
  const newest = Array.from({ length: 100 }, (_, i) => aMessage(250 - i, i % 2 ? 'clinician' : 'patient', `Message ${250 - i}`));
  const older = [aMessage(150, 'clinician', 'Welcome to Flora care.'), aMessage(149, 'patient', 'My very first question')];
  stub.answer({
    [CONSULT]: { body: aConsult() },
    [MESSAGES]: (request) => ({ body: request.url.includes('before=151') ? older : newest }),
  });
  renderConsultPage();

  const region = await conversation();
  expect(within(region).getAllByRole('listitem')).toHaveLength(100);
  await userEvent.click(within(region).getByRole('button', { name: 'Load earlier messages' }));

  expect(await within(region).findByText('My very first question')).toBeInTheDocument();
  const texts = bodies(region);
  expect(texts).toHaveLength(102);
  expect(texts.slice(0, 3)).toEqual(['My very first question', 'Welcome to Flora care.', 'Message 151']);
  expect(texts.at(-1)).toBe('Message 250');
  expect(stub.requestsTo(MESSAGES).map((r) => r.url)).toContain('/api/v1/consults/c-1/messages/?limit=100&before=151');
  // A short page was the last one: the button goes, keyboard focus stays in the conversation.
  expect(within(region).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  await waitFor(() => expect(region).toHaveFocus());
});

test('earlier messages that fail to load say so, and the button stays to try again', async () => {
  const newest = Array.from({ length: 100 }, (_, i) => aMessage(200 - i, 'patient', `Message ${200 - i}`));
  stub.answer({
    [CONSULT]: { body: aConsult() },
    [MESSAGES]: (request) => (request.url.includes('before=') ? { status: 503, body: { detail: 'Try again shortly.' } } : { body: newest }),
  });
  renderConsultPage();
  const region = await conversation();
  await userEvent.click(within(region).getByRole('button', { name: 'Load earlier messages' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent("We couldn't load earlier messages. Try again shortly.");
  expect(within(region).getByRole('button', { name: 'Load earlier messages' })).toBeEnabled();
  expect(within(region).getAllByRole('listitem')).toHaveLength(100);
});

test('no messages yet: a calm invitation to write the first one', async () => {
  stub.answer({ [CONSULT]: { body: aConsult({ status: 'SU', is_closed: false, consultmessagethread: null }) }, [MESSAGES]: { body: [] } });
  renderConsultPage();
  expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  expect(screen.getByText(/Write your first message below/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Write your first message' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
});

test('messages that fail to load say so and try again', async () => {
  stub.answer({ [CONSULT]: { body: aConsult() }, [MESSAGES]: { status: 500, body: { detail: 'Messages are resting.' } } });
  renderConsultPage();
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your messages. Messages are resting.");
  stub.answer({ [MESSAGES]: { body: DEMO_THREAD } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(bodies(await conversation())).toHaveLength(3);
});
