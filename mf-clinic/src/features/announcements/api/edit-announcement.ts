// PATCH /api/internal/announcements/{id}/ — change the title, message or publication time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiPatch, invalidateApi } from '@flora/shared/data';
import { ANNOUNCEMENTS_PATH } from './announcements';

export type AnnouncementChanges = ApiBody<'/api/internal/announcements/{id}/', 'patch'>;

export function useEditAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AnnouncementChanges }) =>
      apiPatch('/api/internal/announcements/{id}/', { path: { id: String(id) }, body: changes }),
    onSuccess: () => invalidateApi(client, ANNOUNCEMENTS_PATH),
  });
}
