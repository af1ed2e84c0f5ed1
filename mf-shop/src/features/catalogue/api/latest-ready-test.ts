// GET /api/v1/user-tests/latest_ready/: her latest test with results (null when none: 404). Its care
// flags decide the shop eligibility kind (SPEC §4).
import { useQuery } from '@tanstack/react-query';
import { toUserTest } from '@flora/shared';
import { apiQueryOrNull } from '@flora/shared/data';

export const useLatestReadyTest = () =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/latest_ready/'), select: (raw) => (raw ? toUserTest(raw) : null) });
