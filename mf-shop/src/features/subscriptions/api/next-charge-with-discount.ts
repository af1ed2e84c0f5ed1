// POST /api/v1/subscription/next-charge-with-discount/: the next charge with the retest offer
// (RETEST20, $20 off: SPEC §9) taken off. Writes nothing.
import { useMutation } from '@tanstack/react-query';
import { RETEST_DISCOUNT } from '@flora/shared/domain';
import { apiPost } from '@flora/shared/data';

export function useNextChargeWithRetestOffer() {
  return useMutation({
    mutationFn: async () =>
      (
        await apiPost('/api/v1/subscription/next-charge-with-discount/', {
          body: { discount_code: RETEST_DISCOUNT.code, discount_type: RETEST_DISCOUNT.type, discount_value: RETEST_DISCOUNT.value },
        })
      ).data,
  });
}
