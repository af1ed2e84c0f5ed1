// GET /api/internal/clinician/prescribables/ — the treatments and routine essentials a clinician
// may prescribe or put on a plan, by slug, in catalogue order.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type Prescribable = ApiResponse<'/api/internal/clinician/prescribables/', 'get'>[number];

export const usePrescribables = () => useQuery({ ...apiQuery('/api/internal/clinician/prescribables/'), staleTime: 5 * 60_000 });
