import { TextField, type TextFieldProps } from '@flora/shared';
import { PHONE_NUMBER_HINT } from '@flora/shared/domain';

type PhoneNumberFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>;

/** The optional phone number, asked the same way at registration and on the profile. */
export function PhoneNumberField(field: PhoneNumberFieldProps) {
  return <TextField label="Phone number (optional)" type="tel" autoComplete="tel" hint={PHONE_NUMBER_HINT} {...field} />;
}
