// PUT /api/internal/clinician/consults/{uid}/prescriptions/ — replaces the consult's prescriptions
// (a consult in review only; 1-10 products, each with its refills 0-11).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@flora/shared/data';
import { setConsult } from './clinician-consult';

export interface NewPrescription {
  product_slug: string;
  refills: number;
}

export function useSavePrescriptions(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prescriptions: NewPrescription[]) => apiPut('/api/internal/clinician/consults/{uid}/prescriptions/', { path: { uid }, body: { prescriptions } }),
    onSuccess: (view) => setConsult(client, view),
  });
}
