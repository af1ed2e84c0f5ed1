// GET /api/v1/user-tests/{hash}/results.pdf — the owner's results sheet, saved as a file.
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@flora/shared/data';

export const resultsPdfName = (hash: string) => `flora-results-${hash}.pdf`;

export function useDownloadResultsPdf(hash: string) {
  return useMutation({
    mutationFn: () => downloadApiFile('/api/v1/user-tests/{hash}/results.pdf', { hash }, resultsPdfName(hash)),
  });
}
