// GET /api/v1/user-tests/current/ and /latest_ready/: her current test and her latest test with
// results, each null when she has none (404). Read as the shared UserTest plus the results date the
// 21-day treatment window counts from.
import { useQuery } from '@tanstack/react-query';
import { toUserTest, type UserTest } from '@flora/shared';
import { apiQueryOrNull } from '@flora/shared/data';

export interface CareTest extends UserTest {
  results_ready_at: string | null;
}

const toCareTest = (raw: { results_ready_at: string | null } | null): CareTest | null =>
  raw ? { ...toUserTest(raw), results_ready_at: raw.results_ready_at } : null;

export const useCurrentTest = () => useQuery({ ...apiQueryOrNull('/api/v1/user-tests/current/'), select: toCareTest });

export const useLatestReadyTest = () => useQuery({ ...apiQueryOrNull('/api/v1/user-tests/latest_ready/'), select: toCareTest });
