// The kit activation form: the test ID printed on the kit. Checked as the API checks it (6-32
// letters and digits); the API then tells an unknown code from a kit another account activated.
import { nonEmpty, object, pipe, regex, string, trim, type InferOutput } from '@flora/shared/forms';

export const KIT_ID_PATTERN = /^[A-Za-z0-9]{6,32}$/;

export const KIT_ID_MESSAGES = {
  empty: 'Enter the test ID printed on your kit.',
  malformed: 'A test ID is 6 to 32 letters and numbers, as printed on your kit (for example FLKIT00001).',
};

export const activateKitSchema = object({
  hash: pipe(string(), trim(), nonEmpty(KIT_ID_MESSAGES.empty), regex(KIT_ID_PATTERN, KIT_ID_MESSAGES.malformed)),
});

export type ActivateKitValues = InferOutput<typeof activateKitSchema>;
export const EMPTY_ACTIVATE_KIT: ActivateKitValues = { hash: '' };
