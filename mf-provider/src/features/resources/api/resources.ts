// GET /api/v1/provider/resources/ — the handouts for verified providers and their patients.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type ProviderResource = ApiResponse<'/api/v1/provider/resources/', 'get'>['data'][number];

export const useProviderResources = () => useQuery({ ...apiQuery('/api/v1/provider/resources/'), staleTime: Infinity });
