// POST /api/v1/password_reset/confirm/ {token, password}: sets the password, uses up the link and
// signs the account out everywhere.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiPost('/api/v1/password_reset/confirm/', { body }),
  });
}
