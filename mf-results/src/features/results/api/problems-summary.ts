// GET /api/v1/user-tests/{hash}/problems-summary/: what the results show is wrong (the summary with
// the disruptive microbes, most abundant first); 409 before the test is ready, so the page asks only
// for a ready test's.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type ProblemsSummary = ApiResponse<'/api/v1/user-tests/{hash}/problems-summary/'>['data'];

export const useProblemsSummary = (hash: string) =>
  useQuery({ ...apiQuery('/api/v1/user-tests/{hash}/problems-summary/', { path: { hash } }), select: (answer) => answer.data });
