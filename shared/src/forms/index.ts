// @flora/shared/forms — forms for every app: useApiForm (react-hook-form + a valibot schema) and the
// schema builders the apps use. A singleton entry of its own, loaded only by pages with a form.
//
// Why valibot over zod: a schema pulls in only the functions it uses (~1 KiB gzip for the
// registration form), where zod 3 ships ~13 KiB whatever the schema and zod 4's mini build ~5 KiB.
// Only the builders listed here are re-exported, so only they are bundled (a shared module is
// bundled whole).
export { useApiForm } from './use-api-form';
export type { ApiFormOptions } from './use-api-form';
export { newPassword } from './field-rules';
export { useMessageForm } from './message-form';
export { SaveStatus } from './save-status';
export { useAutosave } from './use-autosave';
export type { Autosave, AutosavePatch } from './use-autosave';
// The kit's form controls that only pages with a form use (kept out of the main entry, which the
// login page loads): multi-step flows, choices, dates and long text.
export { Stepper } from './stepper';
export type { StepperProps } from './stepper';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export { PasswordField } from './password-field';
export { PhoneNumberField } from './phone-number-field';
export { DateInput, dateInputError } from './date-input';
export type { DateInputProps, DateRange } from './date-input';
export { CheckboxGroup } from './checkbox-group';
export type { CheckboxGroupProps, CheckboxOption } from './checkbox-group';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export type { SaveState } from './save-status';
export {
  boolean,
  check,
  email,
  forward,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  number,
  object,
  optional,
  partialCheck,
  picklist,
  pipe,
  regex,
  string,
  trim,
} from 'valibot';
export type { InferInput, InferOutput } from 'valibot';
