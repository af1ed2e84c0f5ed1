// The profile form (PATCH /api/v1/user/profile/): name, phone number and, for consumers, birthday;
// the email is shown but not changeable here. After saving, the stored user is re-read (user-config).
// Loads the profile itself, with the kit's loading and error states.
import { useState } from 'react';
import { Banner, Button, QueryView, TextField } from '@flora/shared';
import { birthdayRange, formatInputDate, inputDateToIso } from '@flora/shared/domain';
import { DateInput, PhoneNumberField, useApiForm } from '@flora/shared/forms';
import { profileSchema, type ProfileForm as ProfileValues } from './account-forms';
import styles from './account-forms.module.css';
import { type Profile, useProfile } from './user-profile';
import { useUpdateProfile } from './update-profile';

const SAVED_COPY = 'Your profile is saved.';

const valuesOf = (profile: Profile): ProfileValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  phone_number: profile.phone_number ?? '',
  birthday: formatInputDate(profile.birthday),
});

export interface ProfileSectionProps {
  /** Ask for the birthday (consumers); a provider's account leaves it out (kept as it is). */
  withBirthday?: boolean;
}

export function ProfileSection({ withBirthday = true }: ProfileSectionProps) {
  const profile = useProfile();
  return (
    <QueryView query={profile} loadingLabel="Loading your profile…">
      {(data) => <ProfileFields profile={data} withBirthday={withBirthday} />}
    </QueryView>
  );
}

function ProfileFields({ profile, withBirthday }: { profile: Profile; withBirthday: boolean }) {
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useApiForm({
    schema: profileSchema,
    defaultValues: valuesOf(profile),
    onSubmit: async (values) => {
      setSaved(false);
      const answer = await update.mutateAsync({
        first_name: values.first_name,
        last_name: values.last_name,
        phone_number: values.phone_number || null,
        ...(withBirthday ? { birthday: inputDateToIso(values.birthday) } : {}),
      });
      form.reset(valuesOf(answer));
      setSaved(true);
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Profile">
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <div role="status">{saved && <Banner tone="success">{SAVED_COPY}</Banner>}</div>
      <div className={styles.pair}>
        <TextField label="First name" autoComplete="given-name" error={form.errorOf('first_name')} required {...form.register('first_name')} />
        <TextField label="Last name" autoComplete="family-name" error={form.errorOf('last_name')} required {...form.register('last_name')} />
      </div>
      <dl className={styles.readOnly}>
        <dt className={styles.readOnlyLabel}>Email address</dt>
        <dd className={styles.readOnlyValue}>{profile.email}</dd>
        <dd className={styles.hint}>Your email address is also your username; it can&apos;t be changed here.</dd>
      </dl>
      <PhoneNumberField error={form.errorOf('phone_number')} {...form.register('phone_number')} />
      {withBirthday && (
        <DateInput
          label="Birthday (optional)"
          autoComplete="bday"
          error={form.errorOf('birthday')}
          {...form.register('birthday')}
          {...birthdayRange()}
        />
      )}
      <div>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving…">
          Save changes
        </Button>
      </div>
    </form>
  );
}
