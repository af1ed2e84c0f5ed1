// GET /api/v1/consult-intake/medications/?search: the medication catalogue, searchable by name.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useMedications = (search: string) =>
  useQuery({
    ...apiQuery('/api/v1/consult-intake/medications/', { query: { search: search.trim() || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
