// "Share a link with my partner": copies the link to the clipboard and says 'COPIED!' (SPEC §2.11).
// When the clipboard is unavailable or refused, the link is shown to copy by hand.
import { useState } from 'react';
import { Button, TextField } from '@flora/shared';
import { copyToClipboard } from '@flora/shared/widgets';
import styles from './share-link.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

export function ShareLink({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    setState((await copyToClipboard(url)) ? 'copied' : 'failed');
  }

  return (
    <div className={styles.share}>
      <Button variant="secondary" onClick={() => void copy()} fullWidth>
        {state === 'copied' ? 'COPIED!' : 'Share a link with my partner'}
      </Button>
      <p className={styles.status} role="status">
        {state === 'copied' && 'The link is copied: paste it into a message to your partner.'}
      </p>
      {state === 'failed' && (
        <TextField
          label="Copy this link and send it to your partner"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
