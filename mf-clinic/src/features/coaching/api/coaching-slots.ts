// GET /api/internal/coaching/slots/ — every coaching call time from a day ago on, soonest first, each
// with the booking holding it (null: open).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type StaffCoachingSlot = ApiResponse<'/api/internal/coaching/slots/', 'get'>[number];

export const COACHING_SLOTS_PATH = '/api/internal/coaching/slots/';

export const useStaffCoachingSlots = () => useQuery(apiQuery('/api/internal/coaching/slots/'));
