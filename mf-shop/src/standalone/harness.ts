import '@flora/shared/global-styles';
import { renderStandaloneHarness } from '@flora/shared/standalone';
import * as app from '../app';

renderStandaloneHarness({ name: 'shop', app, basePath: '/care/shop', startPath: '/care/shop/' });
