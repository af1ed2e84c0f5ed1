// GET /api/internal/clinician/consults/{uid}/intake/ — the intake as the patient filled it in (null:
// the consult has no intake, a 404).
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull, type ApiResponse } from '@flora/shared/data';

export type ConsultIntake = ApiResponse<'/api/internal/clinician/consults/{uid}/intake/', 'get'>;

export const useConsultIntake = (uid: string) => useQuery(apiQueryOrNull('/api/internal/clinician/consults/{uid}/intake/', { path: { uid } }));
