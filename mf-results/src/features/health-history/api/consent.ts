// POST /api/v1/user-tests/{hash}/consent/: consent to the test (a repeat keeps the first time).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { refreshTest } from './test-step-mutation';

export function useConsent(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/user-tests/{hash}/consent/', { path: { hash }, body: {} }),
    // Resolves once the test (and the health history) are read again, so the next page shows them.
    onSuccess: () => refreshTest(client),
  });
}
