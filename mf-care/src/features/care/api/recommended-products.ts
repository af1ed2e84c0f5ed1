// GET /api/v1/user-tests/{hash}/recommended-products/: the ungated Rx treatments (prescriptions that
// do not wait for results) her test's health history makes her eligible for. Only with a test.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@flora/shared/data';

export const useRecommendedProducts = (hash: string | null | undefined) =>
  useQuery({
    ...apiQuery('/api/v1/user-tests/{hash}/recommended-products/', { path: { hash: hash ?? '' } }),
    select: (body) => body.data,
    enabled: !!hash,
  });
