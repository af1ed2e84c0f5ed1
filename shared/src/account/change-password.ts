// POST /api/v1/user/password/ {current_password, new_password}: other sessions are signed out;
// this one keeps its tokens.
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiBody } from '@flora/shared/data';

export type PasswordChange = NonNullable<ApiBody<'/api/v1/user/password/', 'post'>>;

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => apiPost('/api/v1/user/password/', { body }),
  });
}
