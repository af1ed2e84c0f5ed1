// POST /api/v1/subscription/next-charge/: when her current subscription (the latest started) is
// charged next and how much. It writes nothing: a look at the next charge, not a charge.
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiResponse } from '@flora/shared/data';

export type NextCharge = ApiResponse<'/api/v1/subscription/next-charge/', 'post'>['data'];

export function useNextCharge() {
  return useMutation({
    mutationFn: async () => (await apiPost('/api/v1/subscription/next-charge/', { body: {} })).data,
  });
}
