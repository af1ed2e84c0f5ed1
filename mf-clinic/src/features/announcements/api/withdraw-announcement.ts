// POST /api/internal/announcements/{id}/withdraw/ — patients stop seeing it; it stays listed as withdrawn.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';
import { ANNOUNCEMENTS_PATH } from './announcements';

export function useWithdrawAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost('/api/internal/announcements/{id}/withdraw/', { path: { id: String(id) }, body: {} }),
    onSettled: () => invalidateApi(client, ANNOUNCEMENTS_PATH),
  });
}
