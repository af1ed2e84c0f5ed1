// GET /api/v1/user-tests/all-available-treatments-lightweight/: the treatments on offer now, by
// consult type; a treatment outside them is unavailable (SPEC §4 treatment lock).
import { useQuery } from '@tanstack/react-query';
import { toTreatmentAvailability } from '@flora/shared';
import { apiQuery } from '@flora/shared/data';

export const useAvailableTreatments = () =>
  useQuery({
    ...apiQuery('/api/v1/user-tests/all-available-treatments-lightweight/'),
    staleTime: Infinity,
    select: (body) => toTreatmentAvailability(body.data),
  });
