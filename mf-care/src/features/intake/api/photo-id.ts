// PUT /api/v1/consult-intake/{id}/photo-id/: the photo of a government ID, sent as the raw image body
// with its own Content-Type (the typed apiPut sends JSON only, so this goes through the API client
// directly), reporting upload progress. 400/413 {detail, field: 'photo_id'}: nothing stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@flora/shared';
import { buildApiUrl } from '@flora/shared/data';
import { type Intake, intakeKey } from './intake';

export function useUploadPhotoId(intake: Intake, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { data } = await api.put<Intake>(buildApiUrl('/api/v1/consult-intake/{id}/photo-id/', { id: intake.id }), file, {
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        onUploadProgress: (event) => {
          if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
        },
      });
      return data;
    },
    onSuccess: (saved) => client.setQueryData(intakeKey(intake.consult_uid), saved),
  });
}
