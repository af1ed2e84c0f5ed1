// GET /api/v1/consults/: her consults, latest first; the one in progress locks treatments (SPEC §4).
import { useQuery } from '@tanstack/react-query';
import { toConsult } from '@flora/shared';
import { apiQuery } from '@flora/shared/data';

export const useConsults = () => useQuery({ ...apiQuery('/api/v1/consults/'), select: (list) => list.map(toConsult) });
