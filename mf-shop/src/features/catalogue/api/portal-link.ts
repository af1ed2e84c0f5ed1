// GET /api/v1/subscription/portal-link/: a fresh link to her subscription portal (each call makes a
// new one, so it is asked on click, never cached), opened in a new tab.
import { useMutation } from '@tanstack/react-query';
import { ERROR_MESSAGES, toast } from '@flora/shared';
import { apiCall } from '@flora/shared/data';

export const useOpenPortal = () =>
  useMutation({
    mutationFn: () => apiCall('get', '/api/v1/subscription/portal-link/'),
    onSuccess: (answer) => {
      window.open(answer.data.url, '_blank', 'noopener');
    },
    onError: () => {
      toast.show(ERROR_MESSAGES.portalLink, { tone: 'error' });
    },
  });
