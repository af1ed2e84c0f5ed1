// GET /api/v1/user-config/ through the session: re-reads the provider's verification.
import { useMutation } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';

export const useRefreshUser = () => useMutation({ mutationFn: refreshUser });
