// Every answer saved as it is given (PATCH .../health-history/): answers wait in a queue until the
// save that carries them succeeds. A failed save keeps them (and what she typed stays in the
// fields), shows, and is retried with "Try again" or with the next save. An answer the API refuses
// (400 naming the question) is shown beside its question instead and leaves the queue.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorField, errorMessage } from '@flora/shared';
import type { SaveState } from '@flora/shared/forms';
import { useSaveHealthHistory } from './api/save-health-history';
import type { Answer } from './flow';


/** Answers given within this long of each other go in one save (a few quick taps, one request). */
export const ANSWER_SAVE_DELAY_MS = 300;

/** `savedPage`: the page the saved history resumes on when the form opens. */
export function useAutosave(hash: string, savedPage: string | undefined, onFieldError: (questionId: string, message: string) => void) {
  // mutateAsync keeps its identity across renders (the mutation object does not): saveNow stays the
  // same function, so an effect that saves with it runs only when what it saves changes.
  const { mutateAsync: save } = useSaveHealthHistory(hash);
  const queue = useRef<Record<string, Answer | null>>({});
  const page = useRef<string | undefined>(undefined);
  // The resume page last sent: arriving on a page Next already saved does not save it again.
  const sentPage = useRef<string | undefined>(savedPage);
  const running = useRef<Promise<boolean> | null>(null);
  const [state, setState] = useState<SaveState>('idle');

  const flush = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const answers = queue.current;
    const nextPage = page.current;
    if (!Object.keys(answers).length && nextPage === undefined) return true;
    queue.current = {};
    page.current = undefined;
    if (nextPage) sentPage.current = nextPage;
    setState('saving');
    const run = save({ ...(Object.keys(answers).length ? { answers } : {}), ...(nextPage ? { page: nextPage } : {}) })
      .then(() => {
        setState('saved');
        return true;
      })
      .catch((error: unknown) => {
        const field = errorField(error);
        const refused = field !== null && field in answers;
        // Keep what did not reach the API (newer answers win), except an answer it refused.
        queue.current = { ...answers, ...queue.current };
        if (refused) {
          delete queue.current[field];
          onFieldError(field, errorMessage(error));
        }
        page.current ??= nextPage;
        if (sentPage.current === nextPage) sentPage.current = undefined;
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

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  /** Queue answers (and/or the page to resume on) and save them now. */
  const saveNow = useCallback(
    (answers: Record<string, Answer | null>, resumePage?: string) => {
      cancelTimer();
      queue.current = { ...queue.current, ...answers };
      if (resumePage !== undefined && resumePage !== sentPage.current) page.current = resumePage;
      return flush();
    },
    [flush],
  );

  /** Queue an answer just given and save it in a moment, with any given right after it. */
  const saveSoon = useCallback(
    (answers: Record<string, Answer | null>) => {
      cancelTimer();
      queue.current = { ...queue.current, ...answers };
      setState('saving');
      timer.current = setTimeout(() => {
        timer.current = null;
        void flush();
      }, ANSWER_SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page (Back, a link) saves what is still waiting.
  useEffect(
    () => () => {
      if (!timer.current) return;
      cancelTimer();
      void flush();
    },
    [flush],
  );

  return { state, saveNow, saveSoon, retry: () => saveNow({}) };
}
