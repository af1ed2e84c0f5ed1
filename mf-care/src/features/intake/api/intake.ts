// POST /api/v1/consult-intake/ {consult_uid}: opens the consult's intake — creates it (the consult
// goes OR -> ST) or answers the existing one. Read as a query: the intake screens load through it.
// Another user's or an unknown consult (404) reads as null: the page shows "not found".
import { useQuery } from '@tanstack/react-query';
import { apiPost, type ApiResponse } from '@flora/shared/data';

export type Intake = ApiResponse<'/api/v1/consult-intake/', 'post'>;

export const intakeKey = (consultUid: string) => ['consult-intake', consultUid] as const;

export const useIntake = (consultUid: string) =>
  useQuery({
    queryKey: intakeKey(consultUid),
    queryFn: async (): Promise<Intake | null> => {
      try {
        return await apiPost('/api/v1/consult-intake/', { body: { consult_uid: consultUid } });
      } catch (error) {
        if ((error as { response?: { status?: number } } | null)?.response?.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
