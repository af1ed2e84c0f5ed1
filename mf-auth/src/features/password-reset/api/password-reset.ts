// Password reset by emailed link (POST /api/v1/password_reset/…): ask for a link, check the link's
// token on arrival (does not use it up), then set the new password with it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

/** POST /api/v1/password_reset/ {email}: answers the same whether or not an account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiPost('/api/v1/password_reset/', { body: { email } }),
  });
}

/** POST /api/v1/password_reset/validate_token/ {token}: 200 for a usable token, 404 otherwise. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: ({ signal }) => apiPost('/api/v1/password_reset/validate_token/', { body: { token: token ?? '' }, signal }),
    enabled: !!token,
    // Checked once per visit: the answer stays true until the token is used.
    staleTime: Infinity,
  });
}

/** POST /api/v1/password_reset/confirm/ {token, password}: sets the password, signs out everywhere. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiPost('/api/v1/password_reset/confirm/', { body }),
  });
}
