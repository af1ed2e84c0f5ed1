// GET /api/v1/user-tests/{hash}/a-la-care-recommendations/: single treatments (à la care) for her
// results, each with the condition it treats. Only asked when the page offers them.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useALaCareRecommendations = (hash: string | null | undefined, enabled: boolean) =>
  useQuery({
    ...apiQuery('/api/v1/user-tests/{hash}/a-la-care-recommendations/', { path: { hash: hash ?? '' } }),
    select: (body) => body.data,
    enabled: enabled && !!hash,
  });
