// GET /api/v1/consults/{uid}/: one of her consults; null when it is not hers or does not exist (404).
import { useQuery } from '@tanstack/react-query';
import { toConsult } from '@flora/shared';
import { apiQueryOrNull } from '@flora/shared/data';

export const useConsult = (uid: string) =>
  useQuery({
    ...apiQueryOrNull('/api/v1/consults/{uid}/', { path: { uid } }),
    select: (raw) => (raw ? { ...toConsult(raw), created_at: raw.created_at } : null),
  });
