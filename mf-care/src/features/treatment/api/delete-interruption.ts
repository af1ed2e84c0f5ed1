// DELETE /api/v1/treatment-interruption/{id}/: remove a logged period; the dates shift back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, invalidateApi } from '@flora/shared/data';
import { PLAN_PATH } from './treatment-plan';

export function useDeleteInterruption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/v1/treatment-interruption/{id}/', { path: { id: String(id) }, body: {} }),
    onSuccess: () => invalidateApi(client, PLAN_PATH),
  });
}
