// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// The page's one QueryClient, as in production; between tests it forgets everything, and it does
// not retry, so an error state shows at once instead of after the production back-off.
const { queryClient } = require('@flora/shared/data');
queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
afterEach(() => queryClient.clear());
