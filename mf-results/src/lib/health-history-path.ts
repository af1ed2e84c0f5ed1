// The Health History Form's path (issue 13: /tests/:hash/health-history/[page/]), for My Tests'
// checklist and the form itself. mf-results' own: adding it to @flora/shared's paths would grow the
// shell's entry bundle.
import { paths } from '@flora/shared';

export const healthHistoryPath = (hash: string, pageId?: string): string =>
  `${paths.tests()}${encodeURIComponent(hash)}/health-history/${pageId ? `${encodeURIComponent(pageId)}/` : ''}`;
