// A message in a consult's thread, the patient's or the clinician's reply: checked as the API checks
// it (1 to MESSAGE_MAX_LENGTH characters once trimmed, never blank); once sent, the box is emptied
// and says so until something new is typed.
import { MESSAGE_MAX_LENGTH } from '@flora/shared/domain';
import { useState } from 'react';
import { maxLength, nonEmpty, object, pipe, string, trim } from 'valibot';
import { useApiForm } from './use-api-form';

/** What the writer calls it: her "message" to the care team, the clinician's "reply". */
type MessageNoun = 'message' | 'reply';

const schemaFor = (noun: MessageNoun) =>
  object({
    body: pipe(
      string(),
      trim(),
      nonEmpty(`Write your ${noun} first.`),
      maxLength(MESSAGE_MAX_LENGTH, `A ${noun} can be at most ${MESSAGE_MAX_LENGTH} characters. Shorten it, or send it in two parts.`),
    ),
  });
const SCHEMAS = { message: schemaFor('message'), reply: schemaFor('reply') };

export function useMessageForm(noun: MessageNoun, send: (body: string) => Promise<unknown>) {
  const [sent, setSent] = useState('');
  const form = useApiForm({
    schema: SCHEMAS[noun],
    defaultValues: { body: '' },
    onSubmit: async ({ body }) => {
      setSent('');
      await send(body);
      form.reset({ body: '' });
      setSent(`Your ${noun} was sent.`);
    },
  });
  const field = form.register('body', { onChange: () => setSent('') });
  return { form, field, sent };
}
