// The one webpack + Module Federation preset behind all six front-end builds, so that each
// package's webpack.config.js is a few lines: name, title, parcels.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedLibraries, reactQueryAliases } = require('./shared-libraries');
const { WritePrerenderedPages } = require('./prerender');
const { InlineEarlyScript } = require('./inline-early-script');
const { port } = require('../ports');
const { DropCoreShareRuntime, narrowRemoteBundlerRuntime } = require('../federation/trim-remote-entry');
const { KeepPreviousBuilds, keptForRetention } = require('./keep-previous-builds');

// SPEC §9 chunk time-out: the one value, also the federation runtime plugin's.
const { CHUNK_LOAD_TIMEOUT_MS } = require('../../shared/src/domain/limits.json');

// Only these options: a package's own .swcrc (shared's builds the domain as CommonJS for node) must
// not reach webpack, where CommonJS modules cannot be tree-shaken (it put all of react-router, rxjs,
// axios and date-fns before /login/: 284 KiB instead of 148).
// react-router's package exports point only at its development build (extra checks and messages);
// its production build sits beside it, and production bundles take that one.
const reactRouterDir = path.dirname(
  require.resolve('react-router/package.json', {
    paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [path.join(__dirname, '../../shared')] }))],
  }),
);
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
};

// One federation runtime per page (issue 30). The shell bundles the runtime and provides its core
// (the bulk of it) on the page; a remote's entry takes that core instead of carrying its own, and drops
// the parts only a page that loads remotes needs (a remote loads none; the shell's runtime plugin times
// and retries the entries it loads). A remote's standalone page loads FEDERATION_RUNTIME_SCRIPT first,
// which provides the core there. Shell and remotes must agree on the runtime's major version.
// Every page is a browser's: the runtime leaves out its Node script loader (target 'web').
const PROVIDE_RUNTIME_CORE = require.resolve('../federation/provide-runtime-core.js');
const SHELL_FEDERATION = { runtimePlugins: [require.resolve('../federation/runtime-plugin.js'), PROVIDE_RUNTIME_CORE], experiments: { optimization: { target: 'web' } } };
const REMOTE_FEDERATION = { experiments: { externalRuntime: true, optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } } };
const FEDERATION_RUNTIME_SCRIPT = 'federation-runtime.js';
/** The shell's early script (`app.early`), as index.html names it; the login pages leave it out (prerender.js). */
const EARLY_SCRIPT = 'early-start';

const swcOptions = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

const STYLE_NONCE_INSERT = require.resolve('./style-nonce-insert.js');
/** The chunk of a remote's exposed `./app` (Module Federation names an exposed module's chunk so). */
const EXPOSED_APP_CHUNK = '__federation_expose_app';
/** The chunks split into shared parts: async ones, but for the exposed app's. */
const splitAsync = (chunk) => !chunk.canBeInitial() && chunk.name !== EXPOSED_APP_CHUNK;
/** The modules style-loader and css-loader put into the bundles beside the CSS itself. */
const STYLE_RUNTIME = (module) =>
  module.resource === STYLE_NONCE_INSERT || /[\\/]node_modules[\\/](style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]/.test(module.resource ?? '');

/**
 * The product's rules (@flora/shared/domain): pure functions and constants, bundled with each app
 * that uses them. Declared free of side effects, so an app keeps only the modules it imports from.
 */
const pureDomainRule = { test: /[\\/]shared[\\/]src[\\/]domain[\\/]/, sideEffects: false };

const scriptRule = { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions } };

/** css-loader as every build of an app uses it: the same class names in the browser and the prerender. */
const cssLoader = (name, production) => ({
  loader: require.resolve('css-loader'),
  // Only *.module.css is scoped; the UI kit's tokens.css is the one global sheet.
  options: {
    modules: { auto: true, localIdentName: `${name}-[name]__[local]--[hash:base64:5]`, namedExport: false },
    // CSS source maps would be inlined into the JavaScript bundles in production.
    sourceMap: !production,
  },
});

const defines = (name) =>
  new webpack.DefinePlugin({
    __FLORA_APP__: JSON.stringify(name),
    // The automatic logoff's idle minutes (shell/src/features/idle-logoff); empty: 15.
    __FLORA_IDLE_LOGOFF_MINUTES__: JSON.stringify(process.env.FLORA_IDLE_LOGOFF_MINUTES ?? ''),
  });

/**
 * The node build of an app's prerender module, run after its browser build (`dependencies`): it
 * writes the prerendered pages into the browser build's dist/ (tools/webpack/prerender.js).
 */
function prerenderBuild({ dir, name, module: prerenderModule, start }) {
  // Only its pages are kept: the node bundle goes to the package's build cache.
  const output = path.join(dir, 'node_modules/.cache/flora-prerender');
  return {
    name: `${name}-prerender`,
    dependencies: [name, prerenderStartName(name)],
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { prerender: prerenderModule },
    output: { path: output, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The rules' source, as the browser build takes them: for target node, shared's exports name the
      // API's compiled copy (shared/dist/domain), which only the API's build writes.
      alias: { ...REACT_ROUTER_PRODUCTION, '@flora/shared/domain$': path.join(__dirname, '../../shared/src/domain/index.ts') },
    },
    module: {
      rules: [scriptRule, { test: /\.css$/, use: [require.resolve('./collect-css.js'), cssLoader(name, true), require.resolve('./strip-css-comments.js')] }],
    },
    plugins: [defines(name), new WritePrerenderedPages({ dist: path.join(dir, 'dist'), bundle: path.join(output, 'prerender.js'), start: `/${start}.js` })],
    optimization: { minimize: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

const prerenderStartName = (name) => `${name}-prerender-start`;

/**
 * The prerendered pages' one script (shell/src/login-start.ts: it runs the page's entry when the
 * visitor starts on the page): a plain script beside the browser build's, built after it (whose
 * output.clean would remove it). It takes a function or two of the kit's basics, which are free of
 * side effects here, so that it does not take the whole entry with React.
 */
function prerenderStartBuild({ dir, name, entry, early }) {
  return {
    name: prerenderStartName(name),
    dependencies: [name],
    mode: 'production',
    target: ['web', 'es2020'],
    context: dir,
    // The login pages' starter first (prerenderBuild names it), then the early script of the other pages.
    entry: { [path.basename(entry, path.extname(entry))]: entry, ...(early && { [EARLY_SCRIPT]: early }) },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        scriptRule,
        { test: /\.css$/, use: [require.resolve('style-loader'), cssLoader(name, true)] },
        { include: path.dirname(require.resolve('@flora/shared/basics', { paths: [dir] })), sideEffects: false },
      ],
    },
    // The early script goes inline into index.html (./inline-early-script.js).
    plugins: early ? [new InlineEarlyScript({ dist: path.join(dir, 'dist'), name: `${EARLY_SCRIPT}.js` })] : [],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} app
 * @param {string} app.dir        the package folder (__dirname of its webpack.config.js)
 * @param {string} app.name       registry name: "shell", "care", …
 * @param {string} app.entry      the page entry (the shell itself, or a remote's standalone harness)
 * @param {string} app.title      the HTML page title
 * @param {Record<string,string>} [app.exposes] modules a remote exposes (`./app`, parcels)
 * @param {string} [app.prerender] a module whose `pages()` renders pages to HTML at build time (production builds)
 * @param {string} [app.prerenderStart] the prerendered pages' one script, which runs `entry` when the visitor starts on the page
 * @param {string} [app.early] a script every page but the prerendered ones runs before `entry` (production builds with `prerender`): it sends the page's first requests
 */
function floraApp({ dir, name, entry, title, exposes, prerender, prerenderStart, early }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserBuild({ dir, name, entry, title, exposes, production, early: production && prerender ? early : undefined });
    if (!production || !prerender) return browser;
    const start = prerenderStartBuild({ dir, name, entry: prerenderStart, early });
    return [browser, start, prerenderBuild({ dir, name, module: prerender, start: Object.keys(start.entry)[0] })];
  };
}

function browserBuild({ dir, name, entry, title, exposes, production, early }) {
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    // The browsers swc compiles for (es2020): webpack's own runtime code uses arrow functions,
    // const and destructuring too.
    target: ['web', 'es2020'],
    entry: { main: entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // Entry files keep stable names (served with no-cache, revalidated by ETag): the federation
      // runtime cannot resolve a content hash in the entry chunk's name. Every other chunk is hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      uniqueName: `flora_${name}`,
      // A production build keeps the previous builds' chunks for open tabs (keep-previous-builds.js).
      clean: { keep: (file) => (exposes && file === FEDERATION_RUNTIME_SCRIPT) || (production && keptForRetention(file)) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...reactQueryAliases(dir), ...(production ? REACT_ROUTER_PRODUCTION : {}) } },
    module: {
      rules: [
        scriptRule,
        pureDomainRule,
        {
          test: /\.css$/,
          use: [
            // Each <style> it creates gets the page's CSP nonce (no 'unsafe-inline' in style-src).
            { loader: require.resolve('style-loader'), options: { insert: STYLE_NONCE_INSERT } },
            cssLoader(name, production),
            // Development keeps the CSS as written, so its source maps stay right.
            ...(production ? [require.resolve('./strip-css-comments.js')] : []),
          ],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: `flora_${name}`,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedLibraries(dir, { host: !exposes }),
        shareStrategy: 'loaded-first',
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        ...(exposes ? REMOTE_FEDERATION : SHELL_FEDERATION),
      }),
      new DropCoreShareRuntime(),
      ...(exposes ? [narrowRemoteBundlerRuntime()] : []),
      // Pages live at deep paths (/tests/…): the page's own script is always loaded from the root.
      new HtmlWebpackPlugin({
        title,
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        publicPath: '/',
        federationRuntime: exposes ? `/${FEDERATION_RUNTIME_SCRIPT}` : null,
        // Built beside the login pages' starter (prerenderStartBuild), a plain script (no federation
        // runtime) which that build puts inline in the page.
        earlyScript: early ? `/${EARLY_SCRIPT}.js` : null,
      }),
      ...(production ? [new KeepPreviousBuilds()] : []),
      defines(name),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      // A remote's `./app` chunk keeps all it runs at once (its routes, its first page, the CSS
      // runtime): the page's code is one request after the entry, not four a phone fetches side by
      // side with the shell's main.js (issue 30: My Tests' LCP). The pages it loads later are split as
      // usual, and style-loader's and css-loader's browser runtime is one chunk of its own among them:
      // left to the defaults, webpack copied it into every async chunk with CSS.
      splitChunks: { chunks: splitAsync, cacheGroups: { styleRuntime: { test: STYLE_RUNTIME, name: 'style-runtime', chunks: splitAsync, enforce: true } } },
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: port(name),
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${port('api')}` }],
      client: { overlay: false },
    },
  };
}

/**
 * A remote: its standalone harness is the page entry, and it exposes its app (plus any parcels).
 * @param {object} remote
 * @param {string} remote.dir    the package folder (__dirname of its webpack.config.js)
 * @param {string} remote.name   registry name: "care", …
 * @param {string} remote.label  what the standalone page's title calls it: "care" -> "Flora care (standalone)"
 * @param {Record<string,string>} [remote.parcels] modules it exposes besides `./app`
 */
function floraRemote({ dir, name, label, parcels }) {
  const remote = floraApp({
    dir,
    name,
    entry: './src/standalone/index.ts',
    title: `Flora ${label} (standalone)`,
    exposes: { './app': './src/app.tsx', ...parcels },
  });
  return (env, argv) => [remote(env, argv), federationRuntimeScript(dir, argv)];
}

/** The standalone page's federation runtime core: a plain script, built beside the remote. */
function federationRuntimeScript(dir, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [path.basename(FEDERATION_RUNTIME_SCRIPT, '.js')]: PROVIDE_RUNTIME_CORE },
    devtool: production ? 'source-map' : false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

module.exports = { floraApp, floraRemote };
