// POST /api/v1/consults/ {type: 'sti', test_hash}: the async STI consult creation of SPEC §7 — starts
// the sti consult of a ready test, or answers the open one it already has (idempotent, so trying
// again is safe); the answer carries the consult's uid.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

export const useStartStiConsult = (hash: string) =>
  useMutation({ mutationFn: () => apiPost('/api/v1/consults/', { body: { type: 'sti', test_hash: hash } }) });
