// The two confirmations of an emailed order-transfer link (SPEC §7):
// - POST /api/v1/order-transfer-verification-confirm/ {hash}: no sign-in (the owner of the order email);
// - POST /api/v1/account-order-transfer-verification-confirm/ {hash}: signed in as the requesting account.
// Both answer {detail, orders: the checkout ids moved}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, invalidateApi } from '@flora/shared/data';

export type ConfirmAs = 'order-email' | 'requester';

export function useConfirmTransfer(as: ConfirmAs) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) =>
      as === 'requester'
        ? apiPost('/api/v1/account-order-transfer-verification-confirm/', { body: { hash } })
        : apiPost('/api/v1/order-transfer-verification-confirm/', { body: { hash } }),
    onSuccess: () => {
      void invalidateApi(client, '/api/v1/order-transfer-verification/');
      void invalidateApi(client, '/api/v1/orders/');
    },
  });
}
