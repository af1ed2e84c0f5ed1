// GET /api/v1/consult-intake/medications/?search&for: the medication catalogue — searched by name in
// the patient's intake (without what only the other sex takes), read whole by the clinician to name
// her medications.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from './api-query';

export interface MedicationSearch {
  search?: string;
  for?: 'men' | 'women';
}

/** Every medication when `query` is undefined. */
export const useMedications = (query?: MedicationSearch, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...apiQuery('/api/v1/consult-intake/medications/', query ? { query: { search: query.search?.trim() || undefined, for: query.for } } : undefined),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
