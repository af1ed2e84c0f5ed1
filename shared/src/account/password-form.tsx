// The change-password form (POST /api/v1/user/password/): the current one is required; the new one
// follows the password rules and is typed twice. Afterwards other devices are signed out; this one
// stays signed in.
import { useState } from 'react';
import { Banner, Button } from '@flora/shared';
import { PASSWORD_HINT } from '@flora/shared/domain';
import { PasswordField, useApiForm } from '@flora/shared/forms';
import { EMPTY_PASSWORD_FORM, passwordSchema } from './account-forms';
import styles from './account-forms.module.css';
import { useChangePassword } from './change-password';

const CHANGED_COPY = 'Your password is changed. You have been signed out on your other devices; you stay signed in here.';

export function PasswordSection() {
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useApiForm({
    schema: passwordSchema,
    defaultValues: EMPTY_PASSWORD_FORM,
    onSubmit: async ({ current_password, new_password }) => {
      setChanged(false);
      await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY_PASSWORD_FORM);
      setChanged(true);
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Change password">
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <div role="status">{changed && <Banner tone="success">{CHANGED_COPY}</Banner>}</div>
      <PasswordField purpose="current" label="Current password" error={form.errorOf('current_password')} {...form.register('current_password')} />
      <PasswordField purpose="new" label="New password" hint={PASSWORD_HINT} error={form.errorOf('new_password')} {...form.register('new_password')} />
      <PasswordField purpose="new" label="New password again" error={form.errorOf('new_password_again')} {...form.register('new_password_again')} />
      <div>
        <Button type="submit" loading={form.submitting} loadingLabel="Changing your password…">
          Change password
        </Button>
      </div>
    </form>
  );
}
