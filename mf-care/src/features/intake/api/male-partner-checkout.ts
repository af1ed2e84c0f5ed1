// POST /api/v1/male-partner-checkout/ {voucher_code?}: the male partner's treatment checkout (his
// consult in IN, reused while unpaid), free with his partner's voucher code. 400 {detail, field:
// 'voucher_code'} for a code that cannot be used; 409 while he already has a paid open consult.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

export const useMalePartnerCheckout = () =>
  useMutation({
    mutationFn: (voucherCode: string | null) => apiPost('/api/v1/male-partner-checkout/', { body: { voucher_code: voucherCode } }),
  });
