// PUT /api/internal/clinician/consults/{uid}/treatment-plan/ — creates or replaces the week-by-week
// calendar (2-16 weeks, the last the retest week).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, type ApiBody } from '@flora/shared/data';
import { setConsult } from './clinician-consult';

export type PlanInput = ApiBody<'/api/internal/clinician/consults/{uid}/treatment-plan/', 'put'>;

export function useSaveTreatmentPlan(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanInput) => apiPut('/api/internal/clinician/consults/{uid}/treatment-plan/', { path: { uid }, body: plan }),
    onSuccess: (view) => setConsult(client, view),
  });
}
