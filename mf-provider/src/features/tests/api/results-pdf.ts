// GET /api/v1/provider/patient-tests/{hash}/results.pdf — a released result, saved as a file with the session.
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@flora/shared/data';

export const patientResultsPdfName = (hash: string) => `flora-patient-results-${hash}.pdf`;

export function useDownloadPatientResults(hash: string) {
  return useMutation({
    mutationFn: () => downloadApiFile('/api/v1/provider/patient-tests/{hash}/results.pdf', { hash }, patientResultsPdfName(hash)),
  });
}
