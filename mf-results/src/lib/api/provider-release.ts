// POST /api/v1/user-tests/{hash}/provider-release/ {provider_release}: share the results with her
// provider, or not. She may change it at any time: in the health history, and later on her results.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export function useProviderRelease(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (release: boolean) =>
      apiPost('/api/v1/user-tests/{hash}/provider-release/', { path: { hash }, body: { provider_release: release } }),
    // Resolves once the user's tests (this one, My Tests, the health history) are read again, so the
    // next page shows the new choice.
    onSuccess: () => invalidateApi(client, '/api/v1/user-tests/'),
  });
}
