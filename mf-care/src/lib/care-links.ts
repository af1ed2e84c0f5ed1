// Links from Care to other remotes' pages that @flora/shared's paths does not hold (adding them there
// would grow the shell's entry bundle): the Health History Form of a test (mf-results, issue 13:
// /tests/:hash/health-history/) and the test kit's shop page.
import { paths } from '@flora/shared';

/** The test kit's catalogue slug (the API's products seed). */
export const TEST_KIT_SLUG = 'vaginal-microbiome-test';

export const healthHistoryPath = (hash: string): string => `${paths.tests()}${encodeURIComponent(hash)}/health-history/`;
