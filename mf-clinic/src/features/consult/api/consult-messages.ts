// GET /api/internal/clinician/consults/{uid}/messages/ — the thread with the patient, newest 100
// (newest first from the API; shown oldest first), asked for again every 30 s while open.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export const MESSAGES = '/api/internal/clinician/consults/{uid}/messages/';
export type ConsultMessage = ApiResponse<typeof MESSAGES, 'get'>[number];

export const messagesRequest = (uid: string) => ({ path: { uid }, query: { limit: '100' } });

export const useConsultMessages = (uid: string) =>
  useQuery({ ...apiQuery(MESSAGES, messagesRequest(uid)), refetchInterval: 30_000, select: (page) => [...page].reverse() });
