// GET /api/v1/plan/: the plan of her latest ready test (items made from the result and kept, with
// her done-marks, her latest feedback and her next test). 404 (no ready test yet) reads as null:
// the page shows what happens next.
import { useQuery } from '@tanstack/react-query';
import { apiKey, apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type Plan = ApiResponse<'/api/v1/plan/'>['data'];
export type PlanItem = Plan['items'][number];

/** The cache key of the plan (the optimistic done-marks write into it). */
export const PLAN_KEY = apiKey('/api/v1/plan/');

export const usePlan = () => useQuery({ ...apiQueryOrNull('/api/v1/plan/'), select: (answer) => answer?.data ?? null });
