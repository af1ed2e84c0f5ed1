// Answers saved as they are given (PATCH .../consult-intake/{id}/): answers wait in a queue until the
// save carrying them succeeds. Quick changes (a few taps) go in one save; typing waits a little
// longer. A failed save keeps them (and what she typed stays in the fields), shows, and is retried
// with "Try again" or the next save. An answer the API refuses (400 naming the field) is shown
// beside its field instead and leaves the queue: nothing of that save is stored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorField, errorMessage } from '@flora/shared';
import type { SaveState } from '@flora/shared/forms';
import type { Intake } from './api/intake';
import { type IntakePatch, useSaveIntake } from './api/save-intake';


/** Choices made within this long of each other go in one save. */
export const CHOICE_SAVE_DELAY_MS = 300;
/** Typed text is saved once she pauses this long. */
export const TYPING_SAVE_DELAY_MS = 800;

export function useIntakeAutosave(intake: Intake, onFieldError: (field: string, message: string) => void) {
  const { mutateAsync: save } = useSaveIntake(intake);
  const queue = useRef<IntakePatch>({});
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>('idle');

  const flush = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const patch = queue.current;
    if (!Object.keys(patch).length) return true;
    queue.current = {};
    setState('saving');
    const run = save(patch)
      .then(() => {
        setState('saved');
        return true;
      })
      .catch((error: unknown) => {
        const field = errorField(error);
        const refused = field !== null && field in patch;
        queue.current = { ...patch, ...queue.current };
        if (refused) {
          delete (queue.current as Record<string, unknown>)[field];
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

  /** Queue answers and save them now (Next): true once everything queued is saved. */
  const saveNow = useCallback(
    (patch: IntakePatch = {}) => {
      cancelTimer();
      queue.current = { ...queue.current, ...patch };
      return flush();
    },
    [flush],
  );

  /** Queue answers just given and save them in a moment, with any given right after. */
  const saveSoon = useCallback(
    (patch: IntakePatch, delay: number = CHOICE_SAVE_DELAY_MS) => {
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

  /** Drops a queued answer (she made it invalid before it was sent). */
  const forget = useCallback((field: string) => {
    delete (queue.current as Record<string, unknown>)[field];
  }, []);

  // Leaving the intake (a link, Back) saves what is still waiting.
  useEffect(
    () => () => {
      if (!timer.current) return;
      cancelTimer();
      void flush();
    },
    [flush],
  );

  return { state, saveNow, saveSoon, forget, retry: () => saveNow({}) };
}
