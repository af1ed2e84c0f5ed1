// /account/profile/ — name, phone number and birthday; the form is @flora/shared/account's (the
// provider's account shows the same one).
import { ProfileSection } from '@flora/shared/account';
import { AccountFrame } from '../components/account-frame';

export function ProfilePage() {
  return (
    <AccountFrame title="Profile" description="How we address you and reach you.">
      <ProfileSection />
    </AccountFrame>
  );
}
