// POST /api/v1/user-tests/retest-checkout/ {discount_code}: a checkout of one kit with the retest
// discount (RETEST20, $20 off; SPEC §9). The API needs a ready test (409 otherwise).
import { useMutation } from '@tanstack/react-query';
import { RETEST_DISCOUNT } from '@flora/shared/domain';
import { apiPost } from '@flora/shared/data';

export const useRetestCheckout = () =>
  useMutation({ mutationFn: () => apiPost('/api/v1/user-tests/retest-checkout/', { body: { discount_code: RETEST_DISCOUNT.code } }) });
