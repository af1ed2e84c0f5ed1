// Visible while QA points one remote at another build (DESIGN §3 Remote registry).
import { Button } from '@flora/shared';
import { clearOverride, type RemoteOverride } from './registry';
import styles from './override-badge.module.css';

export function OverrideBadge({ override }: { override: RemoteOverride }) {
  function reset() {
    clearOverride();
    window.location.assign(window.location.pathname);
  }
  return (
    <div className={styles.badge} role="status">
      <span>
        Override: <strong>{override.remote}</strong> from {override.url}
      </span>
      <Button variant="inverse" onClick={reset}>
        Reset
      </Button>
    </div>
  );
}
