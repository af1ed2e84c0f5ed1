// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// findBy*/waitFor give a screen 5 s (the default is 1 s) to show what a user waits for: under a full
// `npm test` on two busy cores, lazy chunks and stub-server round trips have taken longer than 1 s.
// A passing test waits no longer; only a failing one fails later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// The page's one QueryClient, as in production; between tests it forgets everything, and it does
// not retry, so an error state shows at once instead of after the production back-off.
const { pageQueryClient } = require('./page-query-client');
pageQueryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
afterEach(() => pageQueryClient.clear());
