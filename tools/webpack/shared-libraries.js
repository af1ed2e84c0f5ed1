// The libraries every build shares as singletons (DESIGN §3 "Shared singletons"): real semver
// ranges read from the installed packages (a workspace:* range breaks version detection).
// react-router(-dom) is not in this list on purpose: a shared module is bundled whole (react-router
// alone is 63 KiB gzip), so it lives inside the @flora/shared singleton, which
// re-exports what apps need; still one copy per page. The lint (eslint.config.mjs) keeps apps
// from importing it directly.
const path = require('node:path');

function installedVersion(name, fromDir) {
  return require(require.resolve(`${name}/package.json`, { paths: [fromDir] })).version;
}

const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  // date-fns is shared per function module (date-fns/format, …): shared whole it would be ~20x larger.
  ['date-fns/', 'date-fns'],
  // Provided through shared-react-query.mjs: only the parts the apps use.
  ['@tanstack/react-query', '@tanstack/react-query', 'flora-shared-react-query'],
  ['@flora/shared', '@flora/shared'],
  // What the login page paints with (the kit's basics, the paths): the main entry re-exports it, and
  // the shell's login pages load it alone before their first render.
  ['@flora/shared/basics', '@flora/shared'],
  // Entries of @flora/shared loaded only by the pages that need them (not before /login/ renders):
  // server state (the one QueryClient), forms, care UI (the consult banner), the account forms and
  // the kit's larger widgets (dialog, side panel, toasts, data list).
  ['@flora/shared/data', '@flora/shared'],
  ['@flora/shared/forms', '@flora/shared'],
  ['@flora/shared/care', '@flora/shared'],
  ['@flora/shared/account', '@flora/shared'],
  ['@flora/shared/widgets', '@flora/shared'],
  // The QA harness, run only by a remote's standalone page.
  ['@flora/shared/standalone', '@flora/shared'],
];

// What every page of the shell runs before its first remote: the shell bundles these in its entry
// (main.js) rather than one script each, which a phone on a slow network fetches one round trip
// after another, six at a time (issue 30: My Tests' LCP). The remotes take them from the share scope.
const SHELL_STARTUP = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tanstack/react-query', '@flora/shared', '@flora/shared/basics', '@flora/shared/data', '@flora/shared/care']);

/**
 * @param {string} fromDir the package being built
 * @param {{ host?: boolean }} [options] `host`: the shell's build, which provides its startup libraries eagerly
 */
function sharedLibraries(fromDir, { host = false } = {}) {
  const sharedDir = path.dirname(require.resolve('@flora/shared/package.json', { paths: [fromDir] }));
  return Object.fromEntries(
    SINGLETONS.map(([key, pkg, provided]) => {
      const version = installedVersion(pkg, pkg === '@flora/shared' ? fromDir : sharedDir);
      const eager = host && SHELL_STARTUP.has(key);
      // An eager library is provided by its resolved file: webpack provides a bare name only where the
      // build's own code imports it, and the shell's never imports the care UI its first page takes.
      const from = provided ?? (eager ? require.resolve(key, { paths: [fromDir] }) : undefined);
      return [key, { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, ...(from && { import: from }), ...(eager && { eager }) }];
    }),
  );
}

/**
 * Package names for shared-react-query.mjs and for the whole TanStack Query package it takes from
 * (its `import … from '@tanstack/react-query'` would be the shared module consuming itself). A
 * package name, not a path, as what the singleton provides: webpack provides a path in every
 * compilation, html-webpack-plugin's too, which then emitted a copy of TanStack Query no page loads.
 */
function reactQueryAliases(fromDir) {
  const sharedDir = path.dirname(require.resolve('@flora/shared/package.json', { paths: [fromDir] }));
  // Its ES module build (what the package's exports give `import`), which webpack can tree-shake.
  const packageDir = path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [sharedDir] }));
  return {
    'flora-shared-react-query$': require.resolve('./shared-react-query.mjs'),
    'flora-whole-react-query$': path.join(packageDir, 'build/modern/index.js'),
  };
}

module.exports = { sharedLibraries, reactQueryAliases };
