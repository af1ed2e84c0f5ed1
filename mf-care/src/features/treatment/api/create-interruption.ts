// POST /api/v1/treatment-interruption/ {consult_uid, start_date, days}: log a period (treatment
// pauses); the plan's dates shift, so the plan is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';
import { PLAN_PATH } from './treatment-plan';

export function useCreateInterruption(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pause: { start_date: string; days: number }) =>
      apiPost('/api/v1/treatment-interruption/', { body: { consult_uid: uid, ...pause } }),
    onSuccess: () => invalidateApi(client, PLAN_PATH),
  });
}
