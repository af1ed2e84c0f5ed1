// POST /api/v1/announcements/{id}/dismiss/ — she no longer sees this announcement, on any device;
// then user-config (the session's current user) is read again, which omits it.
import { useMutation } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';
import { apiPost } from '@flora/shared/data';

export function useDismissAnnouncement() {
  return useMutation({
    mutationFn: async (id: number) => {
      await apiPost('/api/v1/announcements/{id}/dismiss/', { path: { id: String(id) }, body: {} });
      // The dismissal is saved: a failed re-read only leaves the list as it was until the next one.
      await refreshUser().catch(() => undefined);
    },
  });
}
