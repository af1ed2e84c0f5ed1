// POST /api/v1/user-tests/{hash}/provider-release/ {provider_release}: share the results with her
// provider, or not (she may change it at any time).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { refreshTest } from './test-step-mutation';

export function useProviderRelease(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (release: boolean) =>
      apiPost('/api/v1/user-tests/{hash}/provider-release/', { path: { hash }, body: { provider_release: release } }),
    // Resolves once the test (and the health history) are read again, so the next page shows them.
    onSuccess: () => refreshTest(client),
  });
}
