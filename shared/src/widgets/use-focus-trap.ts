import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

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

/** The elements inside `root` that Tab can reach, in document order. */
export const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape: () => void;
  /** What gets focus on open; defaults to the container itself. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * The keyboard behaviour of a modal dialog (Modal, SidePanel), in one place: on mount focus moves
 * in and the page behind stops scrolling; Tab and Shift+Tab wrap inside `containerRef`; Escape
 * calls `onEscape`; on unmount focus returns to whatever had it before (the opener).
 * Returns the keydown handler to put on an element that wraps the container.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, { onEscape, initialFocus }: FocusTrapOptions) {
  // Layout effect: runs before paint, while the opener still has focus, so we can remember it.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    (initialFocus?.() ?? containerRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Only on open and close: a new initialFocus function must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation(); // a nested dialog closes alone
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const container = containerRef.current!;
    const items = focusables(container);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
