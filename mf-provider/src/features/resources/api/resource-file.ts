// GET /api/v1/provider/resources/{file} — one handout as a PDF, saved as a file with the session.
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@flora/shared/data';

export const resourceFileName = (slug: string) => `${slug}.pdf`;

export function useDownloadResource(slug: string) {
  return useMutation({
    mutationFn: () => downloadApiFile('/api/v1/provider/resources/{file}', { file: resourceFileName(slug) }, `flora-${resourceFileName(slug)}`),
  });
}
