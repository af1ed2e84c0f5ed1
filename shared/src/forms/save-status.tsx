// An autosaving form's status under the page (the health history, the care intakes): a calm "All
// changes saved" (announced politely), and a failed save that says so, keeps her answers on the page
// and offers to try again.
import { Banner, Button } from '@flora/shared';
import styles from './save-status.module.css';

/** Where an autosave stands: nothing to save, saving, saved, or the last save failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <div className={styles.status}>
      <p role="status" className={styles.text}>
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'All changes saved' : ''}
      </p>
      {state === 'error' && (
        <Banner
          tone="error"
          title="We couldn't save your latest answers"
          action={
            <Button type="button" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          Your answers are still on this page. Check your connection, then try again.
        </Banner>
      )}
    </div>
  );
}
