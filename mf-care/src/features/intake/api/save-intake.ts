// PATCH /api/v1/consult-intake/{id}/: the autosave. The given answers change (null clears one); a bad
// answer is 400 {detail, field} and nothing is saved. The answer replaces the cached intake.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, type ApiBody } from '@flora/shared/data';
import { type Intake, intakeKey } from './intake';

export type IntakePatch = NonNullable<ApiBody<'/api/v1/consult-intake/{id}/', 'patch'>>;

export function useSaveIntake(intake: Intake) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakePatch) => apiPatch('/api/v1/consult-intake/{id}/', { path: { id: String(intake.id) }, body }),
    onSuccess: (saved) => client.setQueryData(intakeKey(intake.consult_uid), saved),
  });
}
