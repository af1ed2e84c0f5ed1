// GET /api/internal/clinician/consults/{uid}/ — the consult as the clinician sees it: patient,
// result summary, review, prescriptions and plan. Every action on the consult answers this same
// view, which then replaces the cached one (setConsult).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, type ApiResponse } from '@flora/shared/data';

const CONSULT = '/api/internal/clinician/consults/{uid}/';

export type ClinicianConsult = ApiResponse<typeof CONSULT, 'get'>;

export const useClinicianConsult = (uid: string) => useQuery(apiQuery(CONSULT, { path: { uid } }));

/** Puts an action's answer in the cache and lets the queue be asked for again. */
export function setConsult(client: QueryClient, view: ClinicianConsult) {
  client.setQueryData(apiKey(CONSULT, { path: { uid: view.consult.uid } }), view);
  void client.invalidateQueries({ queryKey: ['/api/internal/clinician/consults/'] });
}
