// Public surface of the UI kit (DESIGN §9). Global tokens are not re-exported here on purpose:
// import './global-styles' once in the shell and in each remote's standalone harness.
export { cx } from './class-names';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { NARROW_SCREEN_QUERY, useIsNarrowScreen } from './use-is-narrow-screen';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { LoadingState } from './loading-state';
export type { LoadingStateProps } from './loading-state';
export { Button, ButtonLink, buttonClassName } from './button';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './button';
export { Field, fieldControlClassName } from './field';
export type { FieldControlProps, FieldLabelProps, FieldProps } from './field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Select } from './select';
export type { SelectProps } from './select';
