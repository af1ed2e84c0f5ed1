// POST /api/v1/user-tests/{hash}/sample/ {ph, taken_on}: the pH read on the strip (3.0-8.0) and the
// day the sample was taken (before the lab receives it, a repeat corrects the reading).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { refreshTest } from './test-step-mutation';

export function useRecordSample(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ph: number; taken_on: string }) => apiPost('/api/v1/user-tests/{hash}/sample/', { path: { hash }, body }),
    // Resolves once the test (and the health history) are read again, so the next page shows them.
    onSuccess: () => refreshTest(client),
  });
}
