// The male partner's intro: what this intake is for and what happens after it. Asks nothing; a new
// intake opens here (flow.ts derivedResumeStep).
import { MALE_PARTNER_INTAKE_START_STEP } from '@flora/shared';
import type { IntakeStep } from '../flow/flow';
import styles from './steps.module.css';

function MalePartnerIntro() {
  return (
    <div className={styles.stack}>
      <p>
        Bacterial vaginosis (BV) often comes back when a partner isn't treated too. Your partner was recently diagnosed with
        or treated for BV; this short intake lets a licensed Flora clinician decide whether you should be treated too.
      </p>
      <h3 className={styles.subheading}>What happens</h3>
      <ol className={styles.steps}>
        <li>You answer a few questions: about you, your medications and allergies, and where to ship your treatment. It takes about 5 minutes.</li>
        <li>You check your answers and submit them.</li>
        <li>A clinician reviews them, usually within 24 business hours, and prescribes your treatment if it's right for you. Shipping is free.</li>
      </ol>
      <p className={styles.muted}>Your answers are saved as you go, so you can stop and come back later.</p>
      <p className={styles.muted}>
        If you have symptoms of your own, such as sores, pain or discharge, or need urgent care, see a clinician in person instead.
      </p>
    </div>
  );
}

export const malePartnerIntroStep: IntakeStep = {
  id: MALE_PARTNER_INTAKE_START_STEP,
  name: 'Welcome',
  title: 'Your partner treatment',
  answers: [],
  Component: MalePartnerIntro,
  toPatch: () => ({}),
  nextLabel: 'Get started',
};
