// GET /api/v1/coaching/ — her free call (available | used | not-offered), calls bought and not
// booked, the price, and her bookings, soonest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type CoachingSummary = ApiResponse<'/api/v1/coaching/'>;
export type CoachingBooking = CoachingSummary['bookings'][number];

/** Every coaching query (the summary and the open times) starts with this. */
export const COACHING_API = '/api/v1/coaching/';

export const useCoaching = () => useQuery(apiQuery('/api/v1/coaching/'));
