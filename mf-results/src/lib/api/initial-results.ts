// GET /api/v1/user-tests/{hash}/initial-results/: the results summary and every microbe the lab
// reported (409 before the test is ready: the pages ask only for a ready test's).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type InitialResults = ApiResponse<'/api/v1/user-tests/{hash}/initial-results/'>['data'];
export type Microbe = ApiResponse<'/api/v1/user-tests/{hash}/initial-results/'>['data']['microbes'][number];

export const useInitialResults = (hash: string, enabled = true) =>
  useQuery({ ...apiQuery('/api/v1/user-tests/{hash}/initial-results/', { path: { hash } }), select: (answer) => answer.data, enabled });
