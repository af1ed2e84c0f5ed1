// GET /api/v1/provider/intake/: the signed-in provider's practice details (every field null before
// the first save), what is still missing for verification, and whether staff verified it — the
// intake form, and the wait page and home that read whether it is complete.
import { useQuery } from '@tanstack/react-query';
import { apiKey, apiQuery, type ApiResponse } from '@flora/shared/data';

export type Intake = ApiResponse<'/api/v1/provider/intake/', 'get'>;

export const intakeKey = () => apiKey('/api/v1/provider/intake/');

export const useIntake = () => useQuery(apiQuery('/api/v1/provider/intake/'));
