// Every answer saved as it is given (PATCH .../health-history/): answers wait in a queue until the
// save that carries them succeeds. A failed save keeps them (and what she typed stays in the
// fields), shows, and is retried with "Try again" or with the next save. An answer the API refuses
// (400 naming the question) is shown beside its question instead and leaves the queue.
import { useCallback, useRef, useState } from 'react';
import { errorField, errorMessage } from '@flora/shared';
import { useSaveHealthHistory } from './api/save-health-history';
import type { Answer } from './flow';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export function useAutosave(hash: string, onFieldError: (questionId: string, message: string) => void) {
  const save = useSaveHealthHistory(hash);
  const queue = useRef<Record<string, Answer | null>>({});
  const page = useRef<string | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const [state, setState] = useState<SaveState>('idle');

  const flush = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const answers = queue.current;
    const nextPage = page.current;
    if (!Object.keys(answers).length && nextPage === undefined) return true;
    queue.current = {};
    page.current = undefined;
    setState('saving');
    const run = save
      .mutateAsync({ ...(Object.keys(answers).length ? { answers } : {}), ...(nextPage ? { page: nextPage } : {}) })
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

  /** Queue answers (and/or the page to resume on) and save them now. */
  const saveNow = useCallback(
    (answers: Record<string, Answer | null>, resumePage?: string) => {
      queue.current = { ...queue.current, ...answers };
      if (resumePage !== undefined) page.current = resumePage;
      return flush();
    },
    [flush],
  );

  return { state, saveNow, retry: flush };
}
