// Account Creation opened while signed in (e.g. from a bookmark): creating an account would replace
// the session without a word, so say who is signed in and offer both ways on.
import { Banner, Button, buttonClassName, Link, logout } from '@flora/shared';
import styles from '../register-page.module.css';

interface SignedInNoticeProps {
  email: string;
  /** Where "Continue" takes the signed-in person (the page that sent her here, or home). */
  continueTo: string;
  onSignedOut: () => void;
}

export function SignedInNotice({ email, continueTo, onSignedOut }: SignedInNoticeProps) {
  async function signOut() {
    await logout();
    onSignedOut();
  }
  return (
    <Banner title={`You're signed in as ${email}.`}>
      <p>To create a different account, sign out first.</p>
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={continueTo}>
          Continue as {email}
        </Link>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out to create an account
        </Button>
      </div>
    </Banner>
  );
}
