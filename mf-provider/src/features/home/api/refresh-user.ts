// GET /api/v1/user-config/ through the session: re-reads the provider's verification. On the wait
// page it runs on arrival, whenever the window gets the focus back, and every 30 s while the page is
// visible (TanStack Query pauses the interval in a hidden tab); "Check again" runs it now.
import { useQuery } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';

export const VERIFICATION_POLL_MS = 30_000;

export const useVerificationStatus = () =>
  useQuery({
    queryKey: ['provider-verification-status'],
    queryFn: refreshUser,
    refetchInterval: VERIFICATION_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
