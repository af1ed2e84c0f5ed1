// Care's view of a test (the current one, the latest ready one): the shared UserTest plus the results
// date the 21-day treatment window counts from.
import { toUserTest, type UserTest } from '@flora/shared';

export interface CareTest extends UserTest {
  results_ready_at: string | null;
}

export const toCareTest = (raw: { results_ready_at: string | null } | null): CareTest | null =>
  raw ? { ...toUserTest(raw), results_ready_at: raw.results_ready_at } : null;
