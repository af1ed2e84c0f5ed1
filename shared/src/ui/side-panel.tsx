import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './side-panel.module.css';
import { focusables, useFocusTrap } from './use-focus-trap';

export interface SidePanelProps {
  open: boolean;
  /** Called on Escape, the close button and a backdrop click; the caller sets `open` to false. */
  onClose: () => void;
  /** The panel's h2 and accessible name, e.g. "Your cart". */
  title: ReactNode;
  children?: ReactNode;
  /** Kept at the bottom while the body scrolls, e.g. the total and "Check out". */
  footer?: ReactNode;
  /** What gets focus on open; defaults to the first focusable element of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

/**
 * A drawer (the cart): a modal dialog that slides in from the right edge, full width below 600 px.
 * Same keyboard contract as Modal (one focus trap, use-focus-trap.ts): focus in, Tab wraps,
 * Escape closes, focus returns to the opener.
 */
export function SidePanel({ open, ...props }: SidePanelProps) {
  return open ? createPortal(<Panel {...props} />, document.body) : null;
}

function Panel({ onClose, title, children, footer, initialFocusRef, closeLabel = 'Close' }: Omit<SidePanelProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Unlike a centred modal, a panel with nothing focusable in its body starts on the close button:
  // the way out is always one Enter away.
  const onKeyDown = useFocusTrap(panelRef, {
    onEscape: onClose,
    initialFocus: () => initialFocusRef?.current ?? focusables(bodyRef.current!)[0] ?? closeRef.current,
  });

  return (
    <div className={styles.overlay} onKeyDown={onKeyDown}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
