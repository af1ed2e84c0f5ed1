import { TextField, type TextFieldProps } from '@flora/shared';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'required'> & {
  /** 'new' lets the password manager offer a generated password; 'current' lets it fill the saved one. */
  purpose: 'new' | 'current';
};

/** A required, masked password input: the one way every form asks for a password. */
export function PasswordField({ purpose, ...field }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={`${purpose}-password`} required {...field} />;
}
