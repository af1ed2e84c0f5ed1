// GET /api/internal/clinician/consults/?status= — consults in one status, the longest waiting first.
// SU: submitted and waiting for a clinician; PR: in review (the page keeps the ones picked up by me).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type QueueEntry = ApiResponse<'/api/internal/clinician/consults/', 'get'>[number];

export const useConsultQueue = (status: 'SU' | 'PR') => useQuery(apiQuery('/api/internal/clinician/consults/', { query: { status } }));
