// Consent, before the first question (SPEC §7: consent -> health history -> sample): what the test
// does and how her sample and answers are used, then POST .../consent/.
import { useState } from 'react';
import { Banner, Button, Card, errorMessage } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { useConsent } from '../api/consent';
import styles from './steps.module.css';

export const CONSENT_REQUIRED = 'Please confirm that you consent before you start.';

export function ConsentStep({ hash, onConsented }: { hash: string; onConsented: () => void }) {
  const consent = useConsent(hash);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function give() {
    if (!agreed) return setError(CONSENT_REQUIRED);
    setError(null);
    await consent.mutateAsync().then(onConsented, () => undefined);
  }

  return (
    <div className={styles.stack}>
      <h2 className={styles.heading}>Before you start: your consent</h2>
      <Card title="What the test does">
        <p>
          Your Flora test reads the DNA of the bacteria in your vaginal sample to describe your vaginal microbiome: which microbes are
          there, and how much of each. It is not a diagnosis; a licensed clinician can help you decide what your results mean for you.
        </p>
      </Card>
      <Card title="How your sample and answers are used">
        <ul className={styles.list}>
          <li>Our partner lab analyzes your sample only for this test.</li>
          <li>Your health history helps us read your results in context. It is private and stored securely.</li>
          <li>Your results are shared with a healthcare provider only if you allow it, and you can change that at any time.</li>
          <li>Your data is used for research only if you agreed to research separately.</li>
        </ul>
      </Card>
      {consent.isError && <Banner tone="error">{errorMessage(consent.error)}</Banner>}
      <Checkbox
        label="I consent to Flora testing my sample and using my answers as described above."
        checked={agreed}
        error={error ?? undefined}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setError(null);
        }}
      />
      <div>
        <Button type="button" onClick={() => void give()} loading={consent.isPending} loadingLabel="Saving your consent…">
          Give consent and start
        </Button>
      </div>
    </div>
  );
}
