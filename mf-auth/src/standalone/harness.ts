import '@flora/shared/global-styles';
import { renderStandaloneHarness } from '@flora/shared/standalone';
import * as app from '../app';

renderStandaloneHarness({
  name: 'auth',
  app,
  basePath: '/',
  startPath: '/register/',
  publicPaths: ['/register/', '/verify-email-confirm/'],
});
