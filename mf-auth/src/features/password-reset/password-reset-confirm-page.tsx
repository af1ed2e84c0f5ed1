// /password-reset-confirm/?token=… — the emailed link (built by the API as
// {frontend}/password-reset-confirm/?token=…). The token is checked first; a usable one shows the
// new-password form; afterwards the login page says the password was reset.
import { Banner, Button, errorMessage, Link, LoadingState, Page, paths, useLocation, useNavigate } from '@flora/shared';
import { loginWithNotice, PASSWORD_HINT } from '@flora/shared/domain';
import { PasswordField, useApiForm } from '@flora/shared/forms';
import { useConfirmPasswordReset } from './api/password-reset-confirm';
import { useResetTokenCheck } from './api/password-reset-validate-token';
import { EMPTY_NEW_PASSWORD, newPasswordSchema } from './password-reset-forms';
import styles from './password-reset-page.module.css';

const INVALID_LINK_COPY = 'This password reset link is invalid or has expired.';
const INCOMPLETE_LINK_COPY = 'This password reset link is incomplete. Open the link from your email again, or ask for a new one.';

const askAgain = <Link to={paths.passwordReset()}>Ask for a new link</Link>;

export function PasswordResetConfirmPage() {
  const token = new URLSearchParams(useLocation().search).get('token');
  const check = useResetTokenCheck(token);

  let body;
  if (!token) {
    body = <Banner tone="error" action={askAgain}>{INCOMPLETE_LINK_COPY}</Banner>;
  } else if (check.isPending) {
    body = <LoadingState label="Checking your link…" />;
  } else if (check.isError) {
    // 404 (unknown, used or expired) and 400 (malformed) both mean: this link will not work.
    const status = (check.error as { response?: { status?: number } }).response?.status;
    const message = status === 404 || status === 400 ? INVALID_LINK_COPY : errorMessage(check.error);
    body = <Banner tone="error" action={askAgain}>{message}</Banner>;
  } else {
    body = <NewPasswordForm token={token} />;
  }

  return (
    <Page title="Set a new password" width="narrow">
      {body}
    </Page>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useApiForm({
    schema: newPasswordSchema,
    defaultValues: EMPTY_NEW_PASSWORD,
    onSubmit: async ({ password }) => {
      await confirm.mutateAsync({ token, password });
      navigate(loginWithNotice('password-reset'), { replace: true });
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {form.formError && (
        <Banner tone="error" action={askAgain}>
          {form.formError}
        </Banner>
      )}
      <PasswordField purpose="new" label="New password" hint={PASSWORD_HINT} error={form.errorOf('password')} {...form.register('password')} />
      <PasswordField purpose="new" label="New password again" error={form.errorOf('password_again')} {...form.register('password_again')} />
      <Button type="submit" loading={form.submitting} loadingLabel="Saving your password…" fullWidth>
        Set new password
      </Button>
    </form>
  );
}
