// Provider results authorization: whether her healthcare provider may see her results
// (POST .../provider-release/). She may change it at any time.
import { useState } from 'react';
import { Banner, Button, errorMessage } from '@flora/shared';
import { RadioGroup } from '@flora/shared/forms';
import { useProviderRelease } from '../../../lib/api/provider-release';
import type { FoundUserTest } from '../../../lib/api/user-test';
import styles from './steps.module.css';

export function ProviderRelease({ hash, test, onSaved }: { hash: string; test: FoundUserTest; onSaved: () => void }) {
  const release = useProviderRelease(hash);
  const [choice, setChoice] = useState(test.provider_release ? 'yes' : 'no');

  async function save() {
    await release.mutateAsync(choice === 'yes').then(onSaved, () => undefined);
  }

  return (
    <div className={styles.stack}>
      <p>
        If a healthcare provider ordered your test or you named one, they can see your results once you allow it. You can change this at any time, also later on your results page.
      </p>
      <RadioGroup
        name="provider_release"
        legend="Share my results with my healthcare provider?"
        value={choice}
        onValueChange={setChoice}
        options={[
          { value: 'yes', label: 'Yes, my provider may see my results' },
          { value: 'no', label: 'No, keep my results to myself' },
        ]}
      />
      {release.isError && <Banner tone="error">{errorMessage(release.error)}</Banner>}
      <div className={styles.actions}>
        <Button type="button" onClick={() => void save()} loading={release.isPending} loadingLabel="Saving…">
          Save and continue
        </Button>
      </div>
    </div>
  );
}
