// GET /api/v1/consult-intake/medications/?search&for: the medication catalogue, searchable by name,
// without what only the other sex takes (a male partner is not offered the pill or an IUD).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

/** Whose list: the male partner's intake is for men, every other consult type's for women. */
const medicationsFor = (consultType: string): 'men' | 'women' => (consultType === 'male-partner' ? 'men' : 'women');

export const useMedications = (search: string, consultType: string) =>
  useQuery({
    ...apiQuery('/api/v1/consult-intake/medications/', { query: { search: search.trim() || undefined, for: medicationsFor(consultType) } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
