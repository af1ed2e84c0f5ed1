// POST /api/internal/announcements/ — publish now, or at published_at.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiPost, invalidateApi } from '@flora/shared/data';
import { ANNOUNCEMENTS_PATH } from './announcements';

export type NewAnnouncement = ApiBody<'/api/internal/announcements/', 'post'>;

export function usePublishAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAnnouncement) => apiPost('/api/internal/announcements/', { body }),
    onSuccess: () => invalidateApi(client, ANNOUNCEMENTS_PATH),
  });
}
