// POST /api/v1/consults/{uid}/treatment_start_date/ {treatment_start_date}: dates the calendar;
// answers the plan, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { treatmentPlanQuery } from './treatment-plan';

export function useSetStartDate(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (treatment_start_date: string) =>
      apiPost('/api/v1/consults/{uid}/treatment_start_date/', { path: { uid }, body: { treatment_start_date } }),
    onSuccess: (plan) => client.setQueryData(treatmentPlanQuery(uid).queryKey, plan),
  });
}
