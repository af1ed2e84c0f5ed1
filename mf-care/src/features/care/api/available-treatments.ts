// GET /api/v1/user-tests/all-available-treatments-lightweight/: every treatment on offer now, by
// group; a treatment outside it is unavailable (SPEC §4 treatment lock).
import { useQuery } from '@tanstack/react-query';
import { availableTreatmentSlugs, toTreatmentAvailability } from '@flora/shared';
import { apiQuery } from '@flora/shared/data';

export const useAvailableTreatmentSlugs = () =>
  useQuery({
    ...apiQuery('/api/v1/user-tests/all-available-treatments-lightweight/'),
    select: (body) => availableTreatmentSlugs(toTreatmentAvailability(body.data)),
  });
