// POST /api/v1/password_reset/ {email}: asks for a reset link; the API answers the same whether or
// not an account uses the address.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiPost('/api/v1/password_reset/', { body: { email } }),
  });
}
