// An announcement as staff write it, checked as the API checks it: a title of 1-120 and a message of
// 1-1000 characters once trimmed; "Publish at" empty (now) or a date and time in the browser's zone.
import { format } from 'date-fns';
import { check, maxLength, nonEmpty, object, pipe, string, trim } from '@flora/shared/forms';

export const TITLE_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 1000;

const isDateTime = (value: string) => value === '' || !Number.isNaN(new Date(value).getTime());

export const announcementSchema = object({
  title: pipe(string(), trim(), nonEmpty('Give the announcement a title.'), maxLength(TITLE_MAX_LENGTH, `A title can be at most ${TITLE_MAX_LENGTH} characters.`)),
  message: pipe(string(), trim(), nonEmpty('Write the message patients will read.'), maxLength(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`)),
  published_at: pipe(string(), trim(), check(isDateTime, 'Enter a date and time, or leave it empty to publish now.')),
});

/** A datetime-local value ('2026-12-01T09:00', the browser's zone) as the ISO instant the API takes; undefined when empty. */
export const toInstant = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

/** An ISO instant as a datetime-local value in the browser's zone. */
export const toLocalInput = (iso: string): string => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");
