// GET /api/internal/clinician/consults/?status= — consults in one status, the longest waiting first.
// SU: submitted and waiting for a clinician; PR: in review (the page keeps the ones picked up by me).
// Asked for again every minute while the page is open, so new submissions and pick-ups by other
// clinicians show up (TanStack pauses while the tab is hidden).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type QueueEntry = ApiResponse<'/api/internal/clinician/consults/', 'get'>[number];

export const QUEUE_POLL_MS = 60_000;

export const useConsultQueue = (status: 'SU' | 'PR') =>
  useQuery({ ...apiQuery('/api/internal/clinician/consults/', { query: { status } }), refetchInterval: QUEUE_POLL_MS });
