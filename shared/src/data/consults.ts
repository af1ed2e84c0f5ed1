// GET /api/v1/consults/: her consults, latest first — Care, My Treatments, the intake entries, the
// shop's treatment lock, My Tests' rows and the consult banner all read this one list.
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from './api-request';
import { apiQuery, type QueryChoice } from './api-query';

export type ConsultList = ApiResponse<'/api/v1/consults/'>;

export const consultsQuery = () => apiQuery('/api/v1/consults/');

export const useConsults = <T = ConsultList>({ select, enabled }: QueryChoice<ConsultList, T> = {}) =>
  useQuery({ ...consultsQuery(), select, enabled });
