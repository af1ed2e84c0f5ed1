// My reply, checked as the API checks it: 1-5000 characters once trimmed, never blank.
import { maxLength, nonEmpty, object, pipe, string, trim } from '@flora/shared/forms';

export const REPLY_MAX_LENGTH = 5000;

export const replySchema = object({
  body: pipe(
    string(),
    trim(),
    nonEmpty('Write your reply first.'),
    maxLength(REPLY_MAX_LENGTH, `A reply can be at most ${REPLY_MAX_LENGTH} characters. Shorten it, or send it in two parts.`),
  ),
});
