// POST /api/v1/user-tests/{hash}/plan/move-test-up/: a member's next kit ships tomorrow (her
// membership's next charge moves with it). A non-member, or a kit already due within a week, gets
// 409 {detail}: the page shows it as moveTestUpError.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export function useMoveTestUp(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/user-tests/{hash}/plan/move-test-up/', { path: { hash }, body: {} }),
    onSuccess: () => {
      void invalidateApi(client, '/api/v1/plan/');
      void invalidateApi(client, '/api/v1/subscription');
      void invalidateApi(client, '/api/v1/membership/');
    },
  });
}
