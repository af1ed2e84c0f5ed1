// PATCH /api/v1/user-tests/{hash}/plan-items/{id}/ {done}: marks an item done (or not). Optimistic:
// the plan on screen changes at once and goes back if the API refuses; the plan is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, type ApiResponse, invalidateApi } from '@flora/shared/data';
import { PLAN_KEY } from './plan';

type PlanAnswer = ApiResponse<'/api/v1/plan/'> | null;

export interface MarkPlanItem {
  id: number;
  done: boolean;
}

/** The plan with one item's mark changed (and the count of done items with it). */
export function withMark(answer: PlanAnswer | undefined, { id, done }: MarkPlanItem): PlanAnswer | undefined {
  if (!answer) return answer;
  const items = answer.data.items.map((item) => (item.id === id ? { ...item, done } : item));
  return { data: { ...answer.data, items, done_count: items.filter((i) => i.done).length } };
}

export function useMarkPlanItem(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: MarkPlanItem) =>
      apiPatch('/api/v1/user-tests/{hash}/plan-items/{id}/', { path: { hash, id: String(id) }, body: { done } }),
    onMutate: async (mark) => {
      await client.cancelQueries({ queryKey: PLAN_KEY });
      const before = client.getQueryData<PlanAnswer>(PLAN_KEY);
      client.setQueryData<PlanAnswer>(PLAN_KEY, (answer) => withMark(answer, mark));
      return { before };
    },
    onError: (_error, _mark, context) => {
      if (context) client.setQueryData(PLAN_KEY, context.before);
    },
    onSettled: () => invalidateApi(client, '/api/v1/plan/'),
  });
}
