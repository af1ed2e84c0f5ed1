// /register/male-partner/eligibility/ (SPEC §2.11, §5): the four statements and the confirmation
// line; Continue stays disabled until all five are checked. A signed-in visitor first sees why the
// product must be bought by the intended patient: continue with a new account (signs out, stays
// in the flow) or share this page with the partner (copied to the clipboard: 'COPIED!').
import { useId, useState } from 'react';
import { Button, logout, Page, paths, useNavigate, useSession } from '@flora/shared';
import { Checkbox, Modal } from '@flora/shared/widgets';
import { Stepper } from '@flora/shared/forms';
import { ShareLink } from './components/share-link';
import {
  CONFIRMATION_LINE,
  confirmMalePartnerEligibility,
  ELIGIBILITY_STATE,
  ELIGIBILITY_STATEMENTS,
  isMalePartnerEligibilityConfirmed,
} from './male-partner-eligibility';
import { MALE_PARTNER_STEPS } from './male-partner-steps';
import styles from './male-partner-eligibility-page.module.css';

const ALL = ELIGIBILITY_STATEMENTS.length + 1;

export function MalePartnerEligibilityPage() {
  const navigate = useNavigate();
  const session = useSession();
  const hintId = useId();
  // Coming back to the gate after confirming (Back from the next step): the boxes stay checked.
  const [checked, setChecked] = useState<boolean[]>(() => Array<boolean>(ALL).fill(isMalePartnerEligibilityConfirmed()));
  const [signingOut, setSigningOut] = useState(false);
  const allChecked = checked.every(Boolean);
  const left = checked.filter((c) => !c).length;
  const signedInAs = session.status === 'authenticated' ? (session.user?.email ?? '') : null;

  const toggle = (index: number) => setChecked((now) => now.map((value, i) => (i === index ? !value : value)));

  function proceed() {
    if (!allChecked) return;
    confirmMalePartnerEligibility();
    navigate(paths.registerMalePartner(), { state: ELIGIBILITY_STATE });
  }

  async function continueWithNewAccount() {
    setSigningOut(true);
    await logout();
    setSigningOut(false);
  }

  return (
    <Page
      title="Is this treatment right for you?"
      description="The male partner BV treatment is for the partner of someone who has bacterial vaginosis. Please confirm each statement to continue."
      width="narrow"
    >
      <Stepper current={1} steps={MALE_PARTNER_STEPS} label="Partner treatment sign-up" className={styles.stepper} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          proceed();
        }}
      >
        <fieldset className={styles.statements}>
          <legend className={styles.legend}>Please confirm each statement</legend>
          {ELIGIBILITY_STATEMENTS.map((statement, index) => (
            <Checkbox key={statement} label={statement} checked={checked[index]} onChange={() => toggle(index)} />
          ))}
        </fieldset>
        <Checkbox
          className={styles.confirmation}
          label={CONFIRMATION_LINE}
          checked={checked[ALL - 1]}
          onChange={() => toggle(ALL - 1)}
        />
        <p id={hintId} className={styles.hint} aria-live="polite">
          {allChecked
            ? 'Thank you. Continue to create your account.'
            : `Continue is available once all five boxes are checked (${left} left).`}
        </p>
        <Button type="submit" disabled={!allChecked} aria-describedby={hintId} fullWidth>
          Continue
        </Button>
      </form>

      <Modal
        open={signedInAs !== null}
        onClose={() => navigate(paths.root())}
        closeLabel="Back to my account"
        title="This treatment must be bought by the patient"
        footer={
          <Button loading={signingOut} loadingLabel="Signing out…" onClick={() => void continueWithNewAccount()}>
            Continue with a new account
          </Button>
        }
      >
        <div className={styles.modalBody}>
          <p>
            {signedInAs ? (
              <>
                You&apos;re signed in as <strong>{signedInAs}</strong>.
              </>
            ) : (
              "You're signed in."
            )}{' '}
            The male partner BV treatment has to be bought by the person who will take it, with an account of his own.
          </p>
          <p>If that&apos;s you, continue with a new account: we&apos;ll sign you out here. Otherwise, send this page to your partner.</p>
          <ShareLink url={new URL(paths.registerMalePartnerEligibility(), window.location.origin).href} />
        </div>
      </Modal>
    </Page>
  );
}
