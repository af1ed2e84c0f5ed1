import { TextField, type TextFieldProps } from '@flora/shared/basics';

type CodeFieldProps = Omit<TextFieldProps, 'autoComplete' | 'autoCapitalize' | 'spellCheck'>;

/** A code from a kit or an email (a test ID, a voucher): typed in capitals, never autofilled or spell-checked. */
export function CodeField(field: CodeFieldProps) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} {...field} />;
}
