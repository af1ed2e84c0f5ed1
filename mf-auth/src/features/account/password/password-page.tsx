// /account/password/ — change the password; the form is @flora/shared/account's (the provider's
// account shows the same one).
import { CHANGED_COPY, PasswordSection } from '@flora/shared/account';
import { AccountFrame } from '../components/account-frame';

export { CHANGED_COPY };

export function PasswordPage() {
  return (
    <AccountFrame title="Password" description="After a change, every other device where you're signed in is signed out.">
      <PasswordSection />
    </AccountFrame>
  );
}
