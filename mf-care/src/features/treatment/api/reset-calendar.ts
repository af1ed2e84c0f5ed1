// PATCH /api/v1/consults/{uid}/reset-calendar/: back to the clinician's calendar (no start date, no
// adjustments, no interruptions); answers the plan.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@flora/shared/data';
import { treatmentPlanQuery } from './treatment-plan';

export function useResetCalendar(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPatch('/api/v1/consults/{uid}/reset-calendar/', { path: { uid }, body: {} }),
    onSuccess: (plan) => client.setQueryData(treatmentPlanQuery(uid).queryKey, plan),
  });
}
