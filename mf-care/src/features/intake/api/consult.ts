// GET /api/v1/consults/{uid}/: one consult of the caller (its status decides whether the photo-ID
// step of a submitted intake takes a reupload); another user's or an unknown consult reads as null.
import { useQuery } from '@tanstack/react-query';
import { apiQueryOrNull } from '@flora/shared/data';

export const useConsult = (uid: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...apiQueryOrNull('/api/v1/consults/{uid}/', { path: { uid } }), enabled });
