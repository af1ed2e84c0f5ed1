// Her message, checked as the API checks it: 1-5000 characters once trimmed, never blank.
import { maxLength, nonEmpty, object, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const MESSAGE_MAX_LENGTH = 5000;

export const MESSAGE_ERRORS = {
  empty: 'Write your message first.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters. Shorten it, or send it in two parts.`,
};

export const messageSchema = object({
  body: pipe(string(), trim(), nonEmpty(MESSAGE_ERRORS.empty), maxLength(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong)),
});

export type MessageValues = InferOutput<typeof messageSchema>;
