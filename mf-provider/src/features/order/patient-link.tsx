// The patient's /provider-test/{token}/ link with a Copy button: the clipboard when the browser
// allows it; otherwise the link is selected, to copy with the keyboard.
import { useRef, useState } from 'react';
import { Button } from '@flora/shared';
import { copyToClipboard } from '@flora/shared/widgets';
import styles from './order.module.css';

export function PatientLink({ link }: { link: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);

  async function copy() {
    if (await copyToClipboard(link)) {
      setCopied('copied');
      return;
    }
    input.current?.focus();
    input.current?.select();
    setCopied('selected');
  }

  return (
    <div className={styles.linkBox}>
      <label htmlFor="patient-link" className={styles.linkLabel}>
        The patient&apos;s link
      </label>
      <div className={styles.linkRow}>
        <input ref={input} id="patient-link" className={styles.linkInput} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {copied === 'copied' && 'Copied to the clipboard.'}
        {copied === 'selected' && 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
      </p>
    </div>
  );
}
