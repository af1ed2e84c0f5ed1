import '@flora/shared/global-styles';
import { renderStandaloneHarness } from '@flora/shared';
import * as app from '../app';

renderStandaloneHarness({ name: 'shop', app, basePath: '/care/shop', startPath: '/care/shop/' });
