// PATCH /api/v1/calendar-treatments/{id}/ {adjustment_type, reason, week?}: skip one entry in its
// week, or move it to another week.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, type ApiBody, invalidateApi } from '@flora/shared/data';
import { PLAN_PATH } from './treatment-plan';

export type Adjustment = NonNullable<ApiBody<'/api/v1/calendar-treatments/{id}/', 'patch'>>;

export function useAdjustCalendarTreatment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Adjustment & { id: number }) =>
      apiPatch('/api/v1/calendar-treatments/{id}/', { path: { id: String(id) }, body }),
    onSuccess: () => invalidateApi(client, PLAN_PATH),
  });
}
