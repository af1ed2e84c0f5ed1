// GET /api/v1/user-tests/{hash}/fhir/ — the result as a FHIR R4 Bundle, saved as a file.
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@flora/shared/data';

export const resultsFhirName = (hash: string) => `flora-result-${hash}.fhir.json`;

export function useDownloadResultsFhir(hash: string) {
  return useMutation({
    mutationFn: () => downloadApiFile('/api/v1/user-tests/{hash}/fhir/', { hash }, resultsFhirName(hash)),
  });
}
