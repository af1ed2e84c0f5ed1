// GET /api/v1/consult-intake/{id}/pharmacies/?postal_code&pharmacy_name: the pharmacy directory.
// Asked only once she searches (at least one of the two).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export interface PharmacySearch {
  postal_code?: string;
  pharmacy_name?: string;
}

export const usePharmacies = (intakeId: number, search: PharmacySearch | null) =>
  useQuery({
    ...apiQuery('/api/v1/consult-intake/{id}/pharmacies/', { path: { id: String(intakeId) }, query: search ?? {} }),
    enabled: search !== null,
  });
