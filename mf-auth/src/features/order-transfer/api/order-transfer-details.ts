// POST /api/v1/order-transfer-verification-details/ {hash}: what the emailed link would move (the
// requesting account, each order's number, date, items and total), without using the link up.
import { useQuery } from '@tanstack/react-query';
import { apiPost, type ApiResponse } from '@flora/shared/data';

const PATH = '/api/v1/order-transfer-verification-details/';

export type TransferDetails = ApiResponse<typeof PATH, 'post'>;
export type TransferOrder = TransferDetails['orders'][number];

export function useTransferDetails(hash: string | null) {
  return useQuery({
    queryKey: [PATH, hash],
    queryFn: ({ signal }) => apiPost(PATH, { body: { hash: hash ?? '' }, signal }),
    enabled: !!hash,
    retry: false,
    // Read once per visit: confirming answers what moved.
    staleTime: Infinity,
  });
}
