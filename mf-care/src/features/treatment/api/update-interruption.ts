// PUT /api/v1/treatment-interruption/{id}/ {start_date, days}: change a logged period.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, invalidateApi } from '@flora/shared/data';
import { PLAN_PATH } from './treatment-plan';

export function useUpdateInterruption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...pause }: { id: number; start_date: string; days: number }) =>
      apiPut('/api/v1/treatment-interruption/{id}/', { path: { id: String(id) }, body: pause }),
    onSuccess: () => invalidateApi(client, PLAN_PATH),
  });
}
