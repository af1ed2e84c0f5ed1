// POST /api/v1/user-tests/ {hash}: attach a kit to the caller (201 new, 200 already hers). The API
// answers 404 for an unknown code, 409 for a kit another account activated, 400 for a malformed one,
// 429 after too many unknown codes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi, type ApiResponse } from '@flora/shared/data';

export type ActivatedTest = ApiResponse<'/api/v1/user-tests/', 'post'>;

export function useActivateKit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => apiPost('/api/v1/user-tests/', { body: { hash } }),
    onSuccess: () => {
      void invalidateApi(client, '/api/v1/user-tests/');
    },
  });
}
