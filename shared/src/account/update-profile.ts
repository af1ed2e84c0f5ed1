// PATCH /api/v1/user/profile/: changes name, phone number or birthday (never the email). Then the
// profile shown is the one saved, and the current user (GET /api/v1/user-config/, which the header
// reads for the name) is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshUser } from '@flora/shared';
import { apiKey, apiPatch, type ApiBody } from '@flora/shared/data';
import { PROFILE_PATH } from './user-profile';

export type ProfileChanges = NonNullable<ApiBody<typeof PROFILE_PATH, 'patch'>>;

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileChanges) => {
      const saved = await apiPatch(PROFILE_PATH, { body });
      client.setQueryData(apiKey(PROFILE_PATH), saved);
      // The header shows the name: a failure to reload it does not undo the saved change.
      await refreshUser().catch(() => undefined);
      return saved;
    },
  });
}
