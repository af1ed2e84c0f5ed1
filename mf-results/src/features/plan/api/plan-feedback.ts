// POST /api/v1/user-tests/{hash}/plan/feedback/ {rating, comment}: her rating of the plan (1-5) and
// an optional comment; the plan then shows it as her latest feedback.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export interface PlanFeedback {
  rating: number;
  comment: string | null;
}

export function useSendPlanFeedback(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedback: PlanFeedback) => apiPost('/api/v1/user-tests/{hash}/plan/feedback/', { path: { hash }, body: feedback }),
    onSuccess: () => invalidateApi(client, '/api/v1/plan/'),
  });
}
