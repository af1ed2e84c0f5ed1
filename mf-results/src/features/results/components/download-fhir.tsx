// "Download FHIR record": the result as a standard health-record file (FHIR R4), with a line on
// what it is for, progress while it is prepared and the API's message when it fails.
import { useId } from 'react';
import { Banner, Button, errorMessage } from '@flora/shared';
import { useDownloadResultsFhir } from '../api/results-fhir';
import styles from '../results-page.module.css';

export function DownloadFhir({ hash, className }: { hash: string; className?: string }) {
  const download = useDownloadResultsFhir(hash);
  const hintId = useId();
  return (
    <div className={className}>
      <Button
        variant="secondary"
        aria-describedby={hintId}
        loading={download.isPending}
        loadingLabel="Preparing your FHIR record…"
        onClick={() => download.mutate()}
      >
        Download FHIR record
      </Button>
      <p id={hintId} className={styles.downloadHint}>
        A standard health-record file you can give to your clinician or health app.
      </p>
      {download.isError && <Banner tone="error">{errorMessage(download.error)}</Banner>}
    </div>
  );
}
