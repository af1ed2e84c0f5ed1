import '@flora/shared/global-styles';
import { renderStandaloneHarness } from '@flora/shared/standalone';
import * as app from '../app';

renderStandaloneHarness({ name: 'clinic', app, basePath: '/clinic', startPath: '/clinic/' });
