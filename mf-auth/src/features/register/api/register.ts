// POST /api/v1/register/: creates the account and answers a token pair.
import { useMutation } from '@tanstack/react-query';
import { startSession } from '@flora/shared';
import { apiPost, type ApiBody } from '@flora/shared/data';

export type Registration = ApiBody<'/api/v1/register/', 'post'>;

/** Registers, then starts the session (tokens stored, the current user loaded). */
export function useRegister() {
  return useMutation({
    mutationFn: async (registration: NonNullable<Registration>) => startSession(await apiPost('/api/v1/register/', { body: registration })),
  });
}
