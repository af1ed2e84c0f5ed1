// /provider/account/password/ — change the password (the shared form).
import { PasswordSection } from '@flora/shared/account';
import { ProviderAccountFrame } from './account-frame';

export function ProviderPasswordPage() {
  return (
    <ProviderAccountFrame title="Password" description="After a change, every other device where you're signed in is signed out.">
      <PasswordSection />
    </ProviderAccountFrame>
  );
}
