// GET /api/v1/subscription/portal-link/: a fresh, short-lived link to the subscriptions portal
// ({data: {url, expires_at}}; 404 without an active subscription). Each call makes a new link (and
// is audited), so it is asked for on a click, not on page load.
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@flora/shared/data';

export function usePortalLink() {
  return useMutation({
    mutationFn: async () => (await apiCall('get', '/api/v1/subscription/portal-link/')).data,
  });
}
