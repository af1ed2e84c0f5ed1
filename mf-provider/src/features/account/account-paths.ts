// The provider account's pages: profile at /provider/account/ (paths.provider.account), password below it.
import { paths } from '@flora/shared';

export const providerAccountPaths = {
  profile: paths.provider.account,
  password: (): string => `${paths.provider.account()}password/`,
};
