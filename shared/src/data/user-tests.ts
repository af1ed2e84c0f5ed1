// GET /api/v1/user-tests/current/ and /latest_ready/: her current test and her latest test with
// results, each null when she has none (404). Care's state and the shop's eligibility read both.
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from './api-request';
import { apiQueryOrNull, type QueryChoice } from './api-query';

export type UserTestAnswer = ApiResponse<'/api/v1/user-tests/current/'>;

export const useCurrentTest = <T = UserTestAnswer | null>({ select, enabled }: QueryChoice<UserTestAnswer | null, T> = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/current/'), select, enabled });

export const useLatestReadyTest = <T = UserTestAnswer | null>({ select, enabled }: QueryChoice<UserTestAnswer | null, T> = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/latest_ready/'), select, enabled });
