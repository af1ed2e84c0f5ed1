// GET /api/v1/consults/: the caller's consults, latest first (Care, My Treatments, My Treatment, the intake entries).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useConsults = () => useQuery(apiQuery('/api/v1/consults/'));
