import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@flora/shared/basics';
import styles from './modal.module.css';
import { focusables, useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, the close button and a backdrop click; the caller sets `open` to false. */
  onClose: () => void;
  /** The dialog's h2 and accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the content (stacked full width on narrow screens). */
  footer?: ReactNode;
  /** What gets focus on open; defaults to the first focusable element of the content, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * 'close': the close button gets focus on open — for content that loads or changes after opening,
   * where a first control could vanish under the keyboard (focus would fall to the page behind).
   */
  initialFocus?: 'content' | 'close';
  /** "side": a full-height panel sliding in from the right (use it as SidePanel). */
  placement?: 'center' | 'side';
  closeLabel?: string;
}

/** A modal dialog in a portal: focus moves in, stays in (Tab wraps), and returns to the opener on close. */
export function Modal({ open, ...props }: ModalProps) {
  return open ? createPortal(<ModalDialog {...props} />, document.body) : null;
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  initialFocus = 'content',
  placement = 'center',
  closeLabel = 'Close',
}: Omit<ModalProps, 'open'>) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useFocusTrap(dialogRef, {
    onEscape: onClose,
    initialFocus: () => initialFocusRef?.current ?? (initialFocus === 'close' ? closeRef.current : focusables(bodyRef.current!)[0]),
  });

  return (
    // The overlay only lays out the dialog; it catches the dialog's keys (focus trap, Escape).
    <div role="presentation" className={cx(styles.overlay, placement === 'side' && styles.side)} onKeyDown={onKeyDown}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
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
