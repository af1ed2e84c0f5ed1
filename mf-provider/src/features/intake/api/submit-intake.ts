// PUT /api/v1/provider/intake/: sends the whole intake once more as the provider confirms it on the
// review step (the API has no separate "submit": a complete intake is what staff verify).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, type ApiBody } from '@flora/shared/data';
import { intakeKey } from '../../../lib/api/provider-intake';

export type IntakeBody = NonNullable<ApiBody<'/api/v1/provider/intake/', 'put'>>;

export function useSubmitIntake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeBody) => apiPut('/api/v1/provider/intake/', { body }),
    onSuccess: (intake) => client.setQueryData(intakeKey(), intake),
  });
}
