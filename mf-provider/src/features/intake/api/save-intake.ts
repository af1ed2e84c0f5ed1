// PATCH /api/v1/provider/intake/: saves the fields of one step (null empties one); a field the API
// refuses is 400 {detail, field} and nothing is saved. The answer replaces the cached intake.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, type ApiBody } from '@flora/shared/data';
import { intakeKey } from '../../../lib/api/provider-intake';

export type IntakePatch = NonNullable<ApiBody<'/api/v1/provider/intake/', 'patch'>>;

export function useSaveIntake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakePatch) => apiPatch('/api/v1/provider/intake/', { body }),
    onSuccess: (intake) => client.setQueryData(intakeKey(), intake),
  });
}
