// GET /api/v1/consults/{uid}/: one of her consults (the consult page; the intake, whose photo-ID step
// a submitted consult's status decides); null when it is not hers or does not exist (404).
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse, type QueryChoice } from '@flora/shared/data';

export type ConsultAnswer = ApiResponse<'/api/v1/consults/{uid}/'>;

export const useConsult = <T = ConsultAnswer | null>(uid: string, { select, enabled }: QueryChoice<ConsultAnswer | null, T> = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/consults/{uid}/', { path: { uid } }), select, enabled });
