// GET /api/internal/clinician/consults/{uid}/intake/ — the intake as the patient filled it in (null:
// the consult has no intake, a 404); GET /api/v1/consult-intake/medications/ names her medications.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type ConsultIntake = ApiResponse<'/api/internal/clinician/consults/{uid}/intake/', 'get'>;

export const useConsultIntake = (uid: string) => useQuery(apiQueryOrNull('/api/internal/clinician/consults/{uid}/intake/', { path: { uid } }));

export const useMedications = (enabled: boolean) =>
  useQuery({ ...apiQuery('/api/v1/consult-intake/medications/'), enabled, staleTime: Infinity });
