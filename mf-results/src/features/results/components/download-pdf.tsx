// "Download PDF": the results sheet as a file, with progress and the API's message when it fails.
import { Banner, Button, errorMessage } from '@flora/shared';
import { useDownloadResultsPdf } from '../api/results-pdf';

export function DownloadPdf({ hash, className }: { hash: string; className?: string }) {
  const download = useDownloadResultsPdf(hash);
  return (
    <div className={className}>
      <Button variant="secondary" loading={download.isPending} loadingLabel="Preparing your PDF…" onClick={() => download.mutate()}>
        Download PDF
      </Button>
      {download.isError && <Banner tone="error">{errorMessage(download.error)}</Banner>}
    </div>
  );
}
