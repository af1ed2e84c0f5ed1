import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import styles from './modal.module.css';

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
  /** "side": a full-height panel sliding in from the right (the cart). */
  placement?: 'center' | 'side';
  closeLabel?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

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
  placement = 'center',
  closeLabel = 'Close',
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Layout effect: runs before paint, while the opener still has focus, so we can remember it.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const target = initialFocusRef?.current ?? focusables(bodyRef.current!)[0] ?? dialogRef.current;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Only on open and close: a new initialFocusRef object must not steal focus again.
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation(); // a nested modal closes alone
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current!;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={cx(styles.overlay, placement === 'side' && styles.side)} onKeyDown={onKeyDown}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
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
