// POST /api/v1/user-tests/{hash}/submit/: submit the saved health history. An incomplete one is
// 400 {detail: 'Please answer: …', missing: [question ids]}; before the sample, 409.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { refreshTest } from './test-step-mutation';

export function useSubmitHealthHistory(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/user-tests/{hash}/submit/', { path: { hash }, body: {} }),
    // Resolves once the test (and the health history) are read again, so the next page shows them.
    onSuccess: () => refreshTest(client),
  });
}
