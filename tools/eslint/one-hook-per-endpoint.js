// ESLint rule flora/one-hook-per-endpoint (issue 29, DESIGN §10): every (method, path) of the API is
// called from one source file of the front end. What two remotes call lives in @flora/shared/data,
// what two features of one remote call in that remote's src/lib/api/. A call to an endpoint that
// another product file also calls is refused, naming that file. Calls are read from the typed
// helpers' literal paths (apiQuery('/api/…'), apiPost('/api/…'), apiCall('get', '/api/…'), …);
// eslint.config.mjs applies the rule to the front end's product files (tests and the generated
// types are not product code), and PRODUCT_FILES names the same files for the index of callers.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

const METHOD_OF = {
  apiQuery: 'GET',
  apiQueryOrNull: 'GET',
  downloadApiFile: 'GET',
  apiPost: 'POST',
  apiPut: 'PUT',
  apiPatch: 'PATCH',
  apiDelete: 'DELETE',
};
const CALL = /\b(apiQuery|apiQueryOrNull|downloadApiFile|apiPost|apiPut|apiPatch|apiDelete|apiCall)\(\s*(?:'(get|post|put|patch|delete)',\s*)?'(\/api\/[^']*)'/g;

/** Each endpoint (`METHOD /path`) a source calls, with the offset of the call. */
function callsIn(source) {
  return [...source.matchAll(CALL)].map(({ 1: helper, 2: method, 3: apiPath, index }) => ({
    endpoint: `${method ? method.toUpperCase() : METHOD_OF[helper]} ${apiPath}`,
    index,
  }));
}

const PRODUCT_FILES = [':(glob)shared/src/**', ':(glob)shell/src/**', ':(glob)mf-*/src/**'];
const NOT_PRODUCT = /\.test\.tsx?$|\.fixtures\.tsx?$|\/api-types\.ts$/;

let callers = null;
/** endpoint -> the product files (repository paths) that call it, read from disk once per lint run. */
function callersOnDisk() {
  if (callers) return callers;
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...PRODUCT_FILES], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !NOT_PRODUCT.test(file));
  callers = new Map();
  for (const file of files) {
    for (const { endpoint } of callsIn(readFileSync(path.join(ROOT, file), 'utf8'))) {
      if (!callers.has(endpoint)) callers.set(endpoint, new Set());
      callers.get(endpoint).add(file);
    }
  }
  return callers;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'One hook per API endpoint: a (method, path) is called from one product file of the front end.' },
    messages: {
      twice:
        '{{endpoint}} is also called by {{others}}: one hook per endpoint (DESIGN §10). Use that hook; what two remotes call lives in @flora/shared/data, what two features of one remote call in its src/lib/api/.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    return {
      Program() {
        const { sourceCode } = context;
        for (const { endpoint, index } of callsIn(sourceCode.text)) {
          const others = [...(callersOnDisk().get(endpoint) ?? [])].filter((other) => other !== file);
          if (others.length) context.report({ loc: sourceCode.getLocFromIndex(index), messageId: 'twice', data: { endpoint, others: others.sort().join(', ') } });
        }
      },
    };
  },
};
