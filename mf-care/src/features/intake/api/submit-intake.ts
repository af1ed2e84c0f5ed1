// POST /api/v1/consult-intake/{id}/submit/: sends the intake for clinician review (the consult goes
// ST -> SU). Incomplete: 400 {detail, field, missing}. The answer replaces the cached intake, and
// the consults list (the Care page follows the consult's status) is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';
import { type Intake, intakeKey } from './intake';

export function useSubmitIntake(intake: Intake) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/consult-intake/{id}/submit/', { path: { id: String(intake.id) }, body: {} }),
    onSuccess: (saved) => {
      client.setQueryData(intakeKey(intake.consult_uid), saved);
      void invalidateApi(client, '/api/v1/consults/');
      void invalidateApi(client, '/api/v1/user-tests/');
    },
  });
}
