// GET /api/v1/user-tests/{hash}/treatment-recommendations/: the full recommendations for a test with
// results — the program (slug and bundle price), the treatments a clinician may prescribe (each
// with the condition it treats) and routine essentials.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useTreatmentRecommendations = (hash: string | null | undefined) =>
  useQuery({
    ...apiQuery('/api/v1/user-tests/{hash}/treatment-recommendations/', { path: { hash: hash ?? '' } }),
    select: (body) => body.data,
    enabled: !!hash,
  });
