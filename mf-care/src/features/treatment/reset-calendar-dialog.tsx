// Reset the calendar (PATCH .../reset-calendar/) behind a confirmation: it clears the start date,
// undoes every skip and move and deletes the logged periods.
import { useState } from 'react';
import { Banner, Button, errorMessage, toast } from '@flora/shared';
import { Modal } from '@flora/shared/widgets';
import { useResetCalendar } from './api/reset-calendar';
import styles from './treatment.module.css';

export function ResetCalendar({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetCalendar(uid);
  const close = () => {
    setOpen(false);
    reset.reset();
  };
  async function confirm() {
    try {
      await reset.mutateAsync();
      setOpen(false);
      toast.show('Your calendar is reset. Choose a new start date.', { tone: 'success' });
    } catch {
      // shown from reset.error
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reset calendar
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Reset your calendar?"
        footer={
          <>
            <Button onClick={() => void confirm()} loading={reset.isPending}>
              Reset calendar
            </Button>
            <Button variant="secondary" onClick={close}>
              Keep my calendar
            </Button>
          </>
        }
      >
        <div className={styles.stack}>
          {reset.isError && <Banner tone="error">{errorMessage(reset.error)}</Banner>}
          <p className={styles.lead}>
            Your calendar goes back to the plan your clinician made: the start date is cleared, skipped and moved treatments return to their
            weeks, and the periods you logged are deleted. Your prescriptions do not change.
          </p>
        </div>
      </Modal>
    </>
  );
}
