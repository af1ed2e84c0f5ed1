// POST /api/v1/provider/register/: creates a provider account (waiting for verification) and
// answers a token pair, as POST /api/v1/register/ does.
import { useMutation } from '@tanstack/react-query';
import { startSession } from '@flora/shared';
import { apiPost, type ApiBody } from '@flora/shared/data';

export type ProviderRegistration = NonNullable<ApiBody<'/api/v1/provider/register/', 'post'>>;

/** Registers the provider, then starts the session (tokens stored, the current user loaded). */
export function useProviderRegister() {
  return useMutation({
    mutationFn: async (registration: ProviderRegistration) =>
      startSession(await apiPost('/api/v1/provider/register/', { body: registration })),
  });
}
