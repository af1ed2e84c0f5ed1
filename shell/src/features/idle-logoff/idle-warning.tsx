// The automatic logoff's dialog: its own chunk, with the kit's dialog (@flora/shared/widgets), loaded
// when the warning starts, so no page carries it before (idle-logoff.tsx).
import { useRef } from 'react';
import { Button } from '@flora/shared';
import { Modal } from '@flora/shared/widgets';

export interface IdleWarningProps {
  secondsLeft: number;
  stay: () => void;
  signOut: () => void;
}

export default function IdleWarning({ secondsLeft, stay, signOut }: IdleWarningProps) {
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      // Escape and the close button mean she is here: they keep the session too.
      onClose={stay}
      initialFocusRef={stayButton}
      title="Are you still there?"
      footer={
        <>
          <Button ref={stayButton} onClick={stay}>
            Stay signed in
          </Button>
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="off">
        For your privacy you will be signed out in {secondsLeft} seconds.
      </p>
    </Modal>
  );
}
