import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { aConsult, aMessage, CONSULT, DEMO_THREAD, MESSAGES, renderConsultPage, SEND, stub } from '../consult.fixtures';

beforeEach(() => signIn({ email: 'dana@flora.test' }));
afterEach(signOut);

const box = () => screen.findByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: /Send message/ });

const openThread = async (routes: Record<string, unknown> = {}) => {
  stub.answer({ [CONSULT]: { body: aConsult() }, [MESSAGES]: { body: DEMO_THREAD }, ...(routes as object) });
  renderConsultPage();
  await screen.findByRole('region', { name: 'Conversation with your care team' });
  return box();
};

test('sending shows progress, then her message joins the thread at once and the box empties', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  stub.answer({
    [SEND]: async (_request, body) => {
      await held;
      return { status: 201, body: aMessage(4, 'patient', body.body.trim()) };
    },
  });
  const input = await openThread();
  await userEvent.type(input, '  Can I take it with food?  ');
  await userEvent.click(sendButton());

  await waitFor(() => expect(sendButton()).toHaveAttribute('aria-busy', 'true'));
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  release();

  const region = await screen.findByRole('region', { name: 'Conversation with your care team' });
  expect(await within(region).findByText('Can I take it with food?')).toBeInTheDocument();
  expect(within(region).getAllByRole('listitem').at(-1)).toHaveTextContent('Can I take it with food?');
  expect(await box()).toHaveValue('');
  expect(screen.getByText('Your message was sent.')).toBeInTheDocument();
  expect(stub.requestsTo(SEND)[0].body).toEqual({ body: 'Can I take it with food?' });
  // No refetch was needed for it to show.
  expect(stub.requestsTo(MESSAGES)).toHaveLength(1);
});

test('Ctrl+Enter sends too', async () => {
  stub.answer({ [SEND]: { status: 201, body: aMessage(4, 'patient', 'Quick one') } });
  const input = await openThread();
  await userEvent.type(input, 'Quick one');
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(stub.requestsTo(SEND)).toHaveLength(1));
  expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
});

test('an empty or blank message is not sent: the reason shows beside the box', async () => {
  const input = await openThread();
  await userEvent.click(sendButton());
  expect(await screen.findByText('Write your message first.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(input, '   ');
  await userEvent.click(sendButton());
  expect(await screen.findByText('Write your message first.')).toBeInTheDocument();
  expect(stub.requestsTo(SEND)).toHaveLength(0);
});

test('the box counts characters; more than 5000 is refused beside the box, the text kept', async () => {
  const input = await openThread();
  expect(input).toHaveAttribute('maxlength', '5000');
  await userEvent.type(input, 'Hello');
  expect(screen.getByText('5 of 5000 characters')).toBeInTheDocument();
  // Pasted past the limit (the browser's maxlength is not the only guard).
  fireEvent.change(input, { target: { value: 'a'.repeat(5001) } });
  await userEvent.click(sendButton());
  expect(await screen.findByText(/A message can be at most 5000 characters/)).toBeInTheDocument();
  expect(input).toHaveValue('a'.repeat(5001));
  expect(stub.requestsTo(SEND)).toHaveLength(0);
});

test('a failed send keeps what she wrote and says why', async () => {
  stub.answer({ [SEND]: { status: 503, body: { detail: 'The service is busy.' } } });
  const input = await openThread();
  await userEvent.type(input, 'Is spotting normal?');
  await userEvent.click(sendButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your message was not sent');
  expect(alert).toHaveTextContent('The service is busy. What you wrote is still here');
  expect(input).toHaveValue('Is spotting normal?');
  expect(screen.queryByText('Your message was sent.')).not.toBeInTheDocument();

  // Sent on the next try.
  stub.answer({ [SEND]: { status: 201, body: aMessage(4, 'patient', 'Is spotting normal?') } });
  await userEvent.click(sendButton());
  expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
  expect(input).toHaveValue('');
});

test("the API's refusal of the text shows beside the box", async () => {
  stub.answer({ [SEND]: { status: 400, body: { detail: 'The field "body" may not be blank.', field: 'body' } } });
  const input = await openThread();
  await userEvent.type(input, '\u200b');
  await userEvent.click(sendButton());
  expect(await screen.findByText('The field "body" may not be blank.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue('\u200b');
});
