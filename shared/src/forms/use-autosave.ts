// Answers saved as they are given (the health history, the care intakes): answers wait in a queue
// until the save carrying them succeeds. Quick changes (a few taps) go in one save. A failed save
// keeps them (and what she typed stays in the fields), shows, and is retried with "Try again" or the
// next save. An answer the API refuses (400 naming the field) is shown beside its field instead and
// leaves the queue: nothing of that save is stored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorField, errorMessage } from '@flora/shared';
import type { SaveState } from './save-status';

/** Answers given within this long of each other go in one save (a few quick taps, one request). */
const QUICK_SAVE_DELAY_MS = 300;

/** Answers waiting to be saved, by field. */
export type AutosavePatch = Record<string, unknown>;

export interface Autosave<P extends AutosavePatch> {
  state: SaveState;
  /** Queue answers and save everything queued now (Next): true once it is all saved. */
  saveNow: (patch?: P) => Promise<boolean>;
  /** Queue answers just given and save them in a moment, with any given right after. */
  saveSoon: (patch: P, delay?: number) => void;
  /** Drops a queued answer (she made it invalid before it was sent). */
  forget: (field: string) => void;
  /** Saves what a failed save left queued. */
  retry: () => Promise<boolean>;
}

/**
 * `save` sends one patch (keep its identity across renders, e.g. a mutation's mutateAsync, so the
 * functions returned stay the same); `onFieldError` shows a refused answer beside its field.
 */
export function useAutosave<P extends AutosavePatch>(
  save: (patch: P) => Promise<unknown>,
  onFieldError: (field: string, message: string) => void,
): Autosave<P> {
  const queue = useRef<AutosavePatch>({});
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>('idle');

  const flush = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const patch = queue.current;
    if (!Object.keys(patch).length) return true;
    queue.current = {};
    setState('saving');
    const run = save(patch as P)
      .then(() => {
        setState('saved');
        return true;
      })
      .catch((error: unknown) => {
        const field = errorField(error);
        const refused = field !== null && field in patch;
        // Keep what did not reach the API (newer answers win), except an answer it refused.
        queue.current = { ...patch, ...queue.current };
        if (refused) {
          delete queue.current[field];
          onFieldError(field, errorMessage(error));
        }
        setState(refused ? 'idle' : 'error');
        return false;
      });
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [save, onFieldError]);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const saveNow = useCallback(
    (patch?: P) => {
      cancelTimer();
      queue.current = { ...queue.current, ...patch };
      return flush();
    },
    [flush],
  );

  const saveSoon = useCallback(
    (patch: P, delay: number = QUICK_SAVE_DELAY_MS) => {
      cancelTimer();
      queue.current = { ...queue.current, ...patch };
      setState('saving');
      timer.current = setTimeout(() => {
        timer.current = null;
        void flush();
      }, delay);
    },
    [flush],
  );

  const forget = useCallback((field: string) => {
    delete queue.current[field];
  }, []);

  const retry = useCallback(() => saveNow(), [saveNow]);

  // Leaving the form (a link, Back) saves what is still waiting.
  useEffect(
    () => () => {
      if (!timer.current) return;
      cancelTimer();
      void flush();
    },
    [flush],
  );

  return { state, saveNow, saveSoon, forget, retry };
}
