// Short messages about something that just happened ("Added to your cart"), from anywhere.
//
// Remotes render in separate React roots, so there is no provider to share: `toast.show()` writes
// to a module-level store. @flora/shared is one singleton per page, so every root sees the same
// store. Any root may render <ToastRegion/> (the shell's frame, a standalone harness, the kit
// gallery): the FIRST one mounted shows the toasts and the others render nothing, handing over
// when it unmounts. That way a remote works the same alone and under the shell, and nobody has to
// know who mounts the region.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { bannerClassNames, cx, VisuallyHidden } from '@flora/shared/basics';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it goes by itself; null: it stays until dismissed (the default for errors). */
  durationMs?: number | null;
}

export interface ToastMessage {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number | null;
}

/** Long enough to read a sentence twice; paused while the pointer or focus is on the toast. */
const TOAST_DURATION_MS = 6000;
/** The oldest goes when a new one would make more than this. */
const MAX_TOASTS = 4;

interface Snapshot {
  toasts: readonly ToastMessage[];
  /** The region that shows them: the first one mounted. */
  owner: object | undefined;
}

let snapshot: Snapshot = { toasts: [], owner: undefined };
let regions: readonly object[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(toasts: readonly ToastMessage[]) {
  snapshot = { toasts, owner: regions[0] };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => snapshot;

export const toast = {
  /** Shows a message; returns its id for `dismiss`. Errors interrupt (role="alert") and stay by default. */
  show(message: string, { tone = 'info', durationMs = tone === 'error' ? null : TOAST_DURATION_MS }: ToastOptions = {}): number {
    const id = nextId++;
    update([...snapshot.toasts, { id, message, tone, durationMs }].slice(-MAX_TOASTS));
    return id;
  },
  dismiss(id: number): void {
    update(snapshot.toasts.filter((t) => t.id !== id));
  },
  clear(): void {
    update([]);
  },
};

const SPOKEN_TONE: Partial<Record<ToastTone, string>> = { warning: 'Warning', error: 'Error' };
const ICONS: Record<ToastTone, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

function Toast({ item }: { item: ToastMessage }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (item.durationMs === null || paused) return;
    const timer = setTimeout(() => toast.dismiss(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item, paused]);

  return (
    <div
      className={cx(styles.toast, bannerClassNames[item.tone])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Tone colours and icon as in banners (the tokens' AA pairs), so they exist once. */}
      <span className={bannerClassNames.icon} aria-hidden="true">
        <span>{ICONS[item.tone]}</span>
      </span>
      <p className={styles.message}>
        {SPOKEN_TONE[item.tone] && <VisuallyHidden>{SPOKEN_TONE[item.tone]}: </VisuallyHidden>}
        {item.message}
      </p>
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={() => toast.dismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Where toasts appear: bottom right, full width below 600 px. Two live regions that exist before
 * any message does (a region created with its text is often not read): polite for most, an alert
 * for errors. aria-atomic="false" so a new toast is read alone, not with the ones still showing.
 */
export function ToastRegion() {
  const [token] = useState(() => ({}));
  const { toasts, owner } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    regions = [...regions, token];
    update(snapshot.toasts);
    return () => {
      regions = regions.filter((r) => r !== token);
      update(snapshot.toasts);
    };
  }, [token]);

  if (owner !== token) return null;
  return (
    <div className={styles.region}>
      <div role="status" aria-atomic="false" className={styles.stack}>
        {toasts.filter((t) => t.tone !== 'error').map((t) => <Toast key={t.id} item={t} />)}
      </div>
      {/* An alert is announced when it is inserted: each error is its own, so no empty alert
          region sits on every page. */}
      <div className={styles.stack}>
        {toasts
          .filter((t) => t.tone === 'error')
          .map((t) => (
            <div key={t.id} role="alert">
              <Toast item={t} />
            </div>
          ))}
      </div>
    </div>
  );
}
