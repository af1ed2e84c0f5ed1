// GET /api/v1/subscription/portal-link/: a fresh, short-lived link to the subscriptions portal
// ({data: {url, expires_at}}; 404 without an active subscription). Each call makes a new link (and
// is audited), so it is asked for on a click, not on page load. Used by My Account's membership
// page (mf-auth) and the subscriptions page and product cards (mf-shop).
import { useMutation } from '@tanstack/react-query';
import { apiCall } from './api-request';

export function usePortalLink() {
  return useMutation({
    mutationFn: async () => (await apiCall('get', '/api/v1/subscription/portal-link/')).data,
  });
}
