// GET /api/v1/provider/intake/ as the wait page and home read it: is the intake complete, what is
// still missing (the intake feature has the form; features do not share code).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useIntakeStatus = () => useQuery(apiQuery('/api/v1/provider/intake/'));
