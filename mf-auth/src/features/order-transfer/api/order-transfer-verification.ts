// GET /api/v1/order-transfer-verification/: the signed-in user's transfer requests (newest first).
// POST {orders}: asks the account holding those orders to confirm moving them here (emails a link).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiQuery, invalidateApi, type ApiResponse } from '@flora/shared/data';

const PATH = '/api/v1/order-transfer-verification/';

export type TransferRequest = ApiResponse<typeof PATH, 'get'>[number];

export function useTransferRequests() {
  return useQuery(apiQuery(PATH));
}

export function useRequestTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orders: string[]) => apiPost(PATH, { body: { orders } }),
    onSuccess: () => invalidateApi(client, PATH),
  });
}
