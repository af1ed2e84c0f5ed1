// /account/password/ — change the password; the form is @flora/shared/account's (the provider's
// account shows the same one).
import { PasswordSection } from '@flora/shared/account';
import { AccountFrame } from '../components/account-frame';

export function PasswordPage() {
  return (
    <AccountFrame title="Password" description="After a change, every other device where you're signed in is signed out.">
      <PasswordSection />
    </AccountFrame>
  );
}
