// GET /api/v1/coaching/slots/ — the open times, soonest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type CoachingSlot = ApiResponse<'/api/v1/coaching/slots/'>[number];

export const useCoachingSlots = () => useQuery(apiQuery('/api/v1/coaching/slots/'));
