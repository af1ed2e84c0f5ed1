// The per-test steps answer the test as GET /user-tests/{hash}/ does: each refreshes what lists
// the user's tests (My Tests, its checklist) and the health history.
import { type QueryClient } from '@tanstack/react-query';
import { invalidateApi } from '@flora/shared/data';

export function refreshTest(client: QueryClient): Promise<void> {
  return invalidateApi(client, '/api/v1/user-tests/');
}
