// POST /api/v1/password_reset/validate_token/ {token}: 200 for a usable token (not used up by
// checking), 404 for an unknown, used or expired one.
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

const PATH = '/api/v1/password_reset/validate_token/';

export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: [PATH, token],
    queryFn: ({ signal }) => apiPost(PATH, { body: { token: token ?? '' }, signal }),
    enabled: !!token,
    // Checked once per visit: the answer holds until the token is used.
    staleTime: Infinity,
  });
}
