// /provider/account/ — the provider's name and phone number (the shared profile form, without the
// birthday a consumer gives). Practice details live in the intake, not here.
import { ProfileSection } from '@flora/shared/account';
import { ProviderAccountFrame } from './account-frame';

export function ProviderProfilePage() {
  return (
    <ProviderAccountFrame title="Your account" description="How we address you and reach you. Your practice details are in your intake.">
      <ProfileSection withBirthday={false} />
    </ProviderAccountFrame>
  );
}
