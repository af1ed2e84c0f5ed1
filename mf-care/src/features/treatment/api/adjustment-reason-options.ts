// GET /api/v1/calendar-treatments/adjustment-reason-options/?adjustment_type: the reasons she may
// give for skipping or rescheduling one calendar entry.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export type AdjustmentType = 'skip' | 'reschedule';

export const useAdjustmentReasonOptions = (adjustment_type: AdjustmentType, enabled = true) =>
  useQuery({
    ...apiQuery('/api/v1/calendar-treatments/adjustment-reason-options/', { query: { adjustment_type } }),
    select: (body) => body.options,
    staleTime: Infinity,
    enabled,
  });
