// Provider results authorization after the health history (SPEC §1 provider_release): whether the
// provider who ordered this test may see its results, said plainly, and the one button that changes
// it. Shown only for a test a provider ordered (ordered_by_provider): only a provider's order links a
// provider to a test, so on any other test no one could see or stop seeing anything and a switch would
// promise nothing. The new state is confirmed once the API has it; a refusal shows beside the button.
import { Banner, Button, Card, errorMessage } from '@flora/shared';
import { useProviderRelease } from '../../../lib/api/provider-release';
import styles from './provider-sharing.module.css';

export const SHARING_STATE = {
  shared: 'Your provider can see these results and download the PDF.',
  notShared: 'Your provider cannot see these results.',
} as const;

export function ProviderSharing({ hash, released }: { hash: string; released: boolean }) {
  const release = useProviderRelease(hash);
  // What she just changed it to (the API's answer), confirmed until she changes it again.
  const changed = release.isSuccess ? release.data.provider_release : null;

  return (
    <Card title="Sharing with your provider">
      <p>{released ? SHARING_STATE.shared : SHARING_STATE.notShared} You can change this at any time.</p>
      <div className={styles.action}>
        <Button variant="secondary" onClick={() => release.mutate(!released)} loading={release.isPending} loadingLabel="Saving…">
          {released ? 'Stop sharing with my provider' : 'Share with my provider'}
        </Button>
        {changed !== null && (
          <Banner tone="success" title={changed ? 'Your results are shared' : 'Your results are no longer shared'}>
            {changed ? SHARING_STATE.shared : SHARING_STATE.notShared}
          </Banner>
        )}
        {release.isError && <Banner tone="error">{errorMessage(release.error)}</Banner>}
      </div>
    </Card>
  );
}
