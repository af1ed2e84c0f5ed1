// /account/profile/ — name, phone number and birthday; the form is @flora/shared/account's (the
// provider's account shows the same one).
import { ProfileSection, SAVED_COPY } from '@flora/shared/account';
import { AccountFrame } from '../components/account-frame';

export { SAVED_COPY };

export function ProfilePage() {
  return (
    <AccountFrame title="Profile" description="How we address you and reach you.">
      <ProfileSection />
    </AccountFrame>
  );
}
