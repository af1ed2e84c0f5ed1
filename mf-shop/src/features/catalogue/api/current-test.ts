// GET /api/v1/user-tests/current/: her current test (null when she has none: 404).
import { useQuery } from '@tanstack/react-query';
import { toUserTest } from '@flora/shared';
import { apiQueryOrNull } from '@flora/shared/data';

export const useCurrentTest = () =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/current/'), select: (raw) => (raw ? toUserTest(raw) : null) });
