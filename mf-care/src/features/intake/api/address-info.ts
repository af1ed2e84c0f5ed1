// GET /api/v1/consult-intake/{id}/address-info/: the shipping address given so far and whether care
// is available in its state (prefills the address step).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useAddressInfo = (intakeId: number) => useQuery(apiQuery('/api/v1/consult-intake/{id}/address-info/', { path: { id: String(intakeId) } }));
