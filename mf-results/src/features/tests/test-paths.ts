// mf-results' own paths that @flora/shared `paths` does not have yet (adding them there would grow
// the shell's entry bundle): the health history of a test (issue 13: /tests/:hash/health-history/...).
import { paths } from '@flora/shared';

export const healthHistoryPath = (hash: string): string => `${paths.tests()}${encodeURIComponent(hash)}/health-history/`;
