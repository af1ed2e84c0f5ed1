// GET /api/v1/user-tests/all-available-treatments-lightweight/: every treatment on offer to her now,
// by consult type; one outside it is locked (SPEC §4). Care and the shop read it.
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from './api-request';
import { apiQuery, type QueryChoice } from './api-query';

export type AvailableTreatmentsAnswer = ApiResponse<'/api/v1/user-tests/all-available-treatments-lightweight/'>;

export const useAvailableTreatments = <T = AvailableTreatmentsAnswer>({ select, enabled }: QueryChoice<AvailableTreatmentsAnswer, T> = {}) =>
  useQuery({ ...apiQuery('/api/v1/user-tests/all-available-treatments-lightweight/'), staleTime: Infinity, select, enabled });
