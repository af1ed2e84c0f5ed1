// POST /api/v1/consult-intake/{id}/agree_to_terms/ and .../consent_to_not_trying_to_conceive/
// (and the ungated-Rx terms): each records one consent (idempotent) and answers the intake.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';
import { type Intake, intakeKey } from './intake';

export type ConsentAction = 'agree_to_terms' | 'consent_to_not_trying_to_conceive' | 'consent_to_ungated_rx_terms';

const post = (action: ConsentAction, id: string) => {
  switch (action) {
    case 'agree_to_terms':
      return apiPost('/api/v1/consult-intake/{id}/agree_to_terms/', { path: { id }, body: {} });
    case 'consent_to_not_trying_to_conceive':
      return apiPost('/api/v1/consult-intake/{id}/consent_to_not_trying_to_conceive/', { path: { id }, body: {} });
    case 'consent_to_ungated_rx_terms':
      return apiPost('/api/v1/consult-intake/{id}/consent_to_ungated_rx_terms/', { path: { id }, body: {} });
  }
};

export function useConsent(intake: Intake) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ConsentAction) => post(action, String(intake.id)),
    onSuccess: (saved) => client.setQueryData(intakeKey(intake.consult_uid), saved),
  });
}
