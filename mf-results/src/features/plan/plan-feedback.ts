// The plan feedback form: a rating from 1 to 5 (required) and an optional comment, checked as the
// API checks them (POST .../plan/feedback/: rating 1-5, comment at most 1000 characters).
import { maxLength, object, picklist, pipe, string, trim, type InferInput } from '@flora/shared/forms';

export const FEEDBACK_COMMENT_MAX = 1000;

export const RATING_OPTIONS = [
  { value: '5', label: '5 - Very helpful' },
  { value: '4', label: '4 - Helpful' },
  { value: '3', label: '3 - Somewhat helpful' },
  { value: '2', label: '2 - Not very helpful' },
  { value: '1', label: '1 - Not helpful' },
] as const;

export const feedbackSchema = object({
  rating: picklist(['1', '2', '3', '4', '5'], 'Choose a rating from 1 to 5.'),
  comment: pipe(string(), trim(), maxLength(FEEDBACK_COMMENT_MAX, `Keep your comment to ${FEEDBACK_COMMENT_MAX} characters.`)),
});

/** No rating chosen yet (undefined, yet named, so an API error about the rating shows beside it). */
export const EMPTY_FEEDBACK: Partial<InferInput<typeof feedbackSchema>> = { rating: undefined, comment: '' };
