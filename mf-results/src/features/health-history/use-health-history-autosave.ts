// The health history's autosave (PATCH .../health-history/): the shared answer queue of
// @flora/shared/forms, with the page she is on saved alongside her answers so the form resumes there.
import { useCallback, useRef } from 'react';
import { useAutosave } from '@flora/shared/forms';
import { useSaveHealthHistory } from './api/save-health-history';
import type { Answer } from './flow';

/** The queue's key for the resume page (question ids never start with '$'). */
const PAGE = '$page';
type Queued = Record<string, Answer | null>;

/** `savedPage`: the page the saved history resumes on when the form opens. */
export function useHealthHistoryAutosave(hash: string, savedPage: string | undefined, onFieldError: (questionId: string, message: string) => void) {
  const { mutateAsync } = useSaveHealthHistory(hash);
  // The resume page last queued: arriving on a page Next already saved does not save it again.
  const sentPage = useRef<string | undefined>(savedPage);
  const save = useCallback(
    async ({ [PAGE]: page, ...answers }: Queued) => {
      try {
        return await mutateAsync({ ...(Object.keys(answers).length ? { answers } : {}), ...(typeof page === 'string' ? { page } : {}) });
      } catch (error) {
        if (sentPage.current === page) sentPage.current = undefined;
        throw error;
      }
    },
    [mutateAsync],
  );
  const autosave = useAutosave<Queued>(save, onFieldError);
  const { saveNow: queueNow } = autosave;

  /** Queue answers (and/or the page to resume on) and save them now. */
  const saveNow = useCallback(
    (answers: Queued, resumePage?: string) => {
      const withPage = resumePage !== undefined && resumePage !== sentPage.current;
      if (withPage) sentPage.current = resumePage;
      return queueNow(withPage ? { ...answers, [PAGE]: resumePage } : answers);
    },
    [queueNow],
  );
  return { ...autosave, saveNow };
}
