// useApiForm: client rules and the API's {detail, field} beside the field, input kept, progress
// shown, no double submit — with a real form, the real API client and a stub server.
import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner, Button, TextField } from '@flora/shared';
import { apiPost, QueryProvider } from '@flora/shared/data';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { email, nonEmpty, object, pipe, string, trim, useApiForm } from '@flora/shared/forms';

const stub = setupApiStub();
const RESET = 'POST /api/v1/password_reset/';
const schema = object({ email: pipe(string(), trim(), nonEmpty('Enter your email address.'), email('Enter a valid email address.')) });

function ResetForm({ onDone }: { onDone: () => void }) {
  const form = useApiForm({
    schema,
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      await apiPost('/api/v1/password_reset/', { body: values });
      onDone();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <TextField label="Email address" error={form.errorOf('email')} {...form.register('email')} />
      <Button type="submit" loading={form.submitting} loadingLabel="Sending…">
        Send
      </Button>
    </form>
  );
}

function setup() {
  const onDone = jest.fn();
  render(
    <QueryProvider>
      <ResetForm onDone={onDone} />
    </QueryProvider>,
  );
  return { onDone, field: screen.getByLabelText('Email address'), send: () => userEvent.click(screen.getByRole('button', { name: /Send/ })) };
}

test('a client rule shows beside the field and nothing is sent', async () => {
  const { field, send } = setup();
  await userEvent.type(field, 'ada@');
  await send();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a valid email address.');
  expect(field).toHaveValue('ada@');
  expect(stub.requests).toHaveLength(0);
});

test("the API's {detail, field} shows beside that field and what was typed stays", async () => {
  stub.answer({ [RESET]: { status: 400, body: { detail: 'No account uses this email.', field: 'email' } } });
  const { field, send, onDone } = setup();
  await userEvent.type(field, 'ada@flora.test');
  await send();
  await waitFor(() => expect(field).toHaveAccessibleDescription('No account uses this email.'));
  expect(field).toHaveValue('ada@flora.test');
  expect(onDone).not.toHaveBeenCalled();
});

test('an API error naming no field shows above the form', async () => {
  stub.answer({ [RESET]: { status: 429, body: { detail: 'Too many requests. Try again in a minute.' } } });
  const { field, send } = setup();
  await userEvent.type(field, 'ada@flora.test');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('the submit shows progress and a second submit while one runs sends nothing more', async () => {
  let release = () => {};
  stub.answer({ [RESET]: () => new Promise((resolve) => (release = () => resolve({ body: { detail: 'Sent.' } }))) });
  const { field, onDone } = setup();
  await userEvent.type(field, ' ada@flora.test ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const busy = await screen.findByRole('button', { name: /Sending/ });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(busy);
  field.closest('form')!.requestSubmit();
  await waitFor(() => expect(stub.requestsTo(RESET)).toHaveLength(1));
  release();
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(stub.requestsTo(RESET).map((r) => r.body)).toEqual([{ email: 'ada@flora.test' }]);
});
