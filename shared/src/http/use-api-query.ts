// A GET through the one API client, with the loading / error / data states every page shows.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../session/session';
import { errorMessage } from './error-message';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'success'; data: T; error?: undefined };

/**
 * GETs `url` (skipped while null). `notFoundAs` turns a 404 into a value, for calls where 404
 * means "none" (e.g. the current test).
 */
export function useApiQuery<T>(url: string | null, options: { notFoundAs?: T } = {}) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const hasNotFound = 'notFoundAs' in options;
  const notFoundAs = options.notFoundAs;

  useEffect(() => {
    if (url === null) return;
    let active = true;
    setState({ status: 'loading' });
    api
      .get<T>(url)
      .then(({ data }) => active && setState({ status: 'success', data }))
      .catch((error: { response?: { status?: number } }) => {
        if (!active) return;
        if (hasNotFound && error.response?.status === 404) setState({ status: 'success', data: notFoundAs as T });
        else setState({ status: 'error', error: errorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [url, version, hasNotFound, notFoundAs]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
