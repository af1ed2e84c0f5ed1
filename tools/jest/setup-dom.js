// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// jsdom has no fetch: whatwg-fetch brings Headers and Response, and fetch is the API client's own
// XMLHttpRequest transport, so requests go over real HTTP with jsdom's Blob, FormData, AbortSignal
// and CORS checks. (whatwg-fetch's own fetch settles in a setTimeout, which a test's fake clock
// would strand.)
require('whatwg-fetch');
const { sendByXhr } = require('../../shared/src/http/xhr-transport');
window.fetch = (input, init) => sendByXhr(String(input), init);

// findBy*/waitFor give a screen 5 s (the default is 1 s) to show what a user waits for: under a full
// `npm test` on two busy cores, lazy chunks and stub-server round trips have taken longer than 1 s.
// A passing test waits no longer; only a failing one fails later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// The page's one QueryClient, as in production; between tests it forgets everything, and it does
// not retry, so an error state shows at once instead of after the production back-off.
const { pageQueryClient } = require('./page-query-client');
pageQueryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
afterEach(() => pageQueryClient.clear());
