import '@flora/shared/global-styles';
import { renderStandaloneHarness } from '@flora/shared/standalone';
import * as app from '../app';

renderStandaloneHarness({
  name: 'results',
  app,
  basePath: '/',
  startPath: '/tests/',
  // The UI kit gallery: its own chunk, fetched only at /kit/, and only this remote's harness has it.
  pages: { '/kit/': () => import('@flora/shared/kit-gallery') },
});
