// GET /api/v1/provider-test/{token}/ (public): who ordered the test, what it contains, what the
// patient pays and whether it can be accepted now. POST (signed in): accept it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiQuery, invalidateApi, type ApiResponse } from '@flora/shared/data';

export type ProviderTestInvitation = ApiResponse<'/api/v1/provider-test/{token}/', 'get'>;
export type ProviderTestAcceptance = ApiResponse<'/api/v1/provider-test/{token}/', 'post'>;

export function useProviderTestInvitation(token: string) {
  return useQuery({ ...apiQuery('/api/v1/provider-test/{token}/', { path: { token } }), retry: false });
}

/** Accepts the test for the signed-in patient; the invitation (now used) and the test lists are read again. */
export function useAcceptProviderTest(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/provider-test/{token}/', { path: { token }, body: {} }),
    onSuccess: () => {
      void invalidateApi(client, '/api/v1/user-tests/');
    },
  });
}
